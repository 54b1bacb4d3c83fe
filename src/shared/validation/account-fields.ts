/**
 * The longest text an account takes, for the forms and the server alike: a display name as
 * long as an address's name, a photo URL as long as any image URL the shop keeps, an e-mail
 * address as long as the standard allows, and the identity provider's own password bound.
 */
export const ACCOUNT_TEXT_MAX_LENGTH = {
  displayName: 100,
  photoUrl: 2048,
  email: 254,
  password: 128,
} as const;
