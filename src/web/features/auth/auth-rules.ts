import { z } from 'zod';
import { AUTH_MESSAGES } from '../../../shared/auth-messages';
import { isAllowedImageUrl } from '../../../shared/products/image-urls';

/** The provider's own minimum (SPEC §5 "Account"), checked first to save a round trip. */
export const MIN_PASSWORD_LENGTH = 6;

export const AUTH_FORM_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: AUTH_MESSAGES.invalidEmail,
  passwordTooShort: AUTH_MESSAGES.weakPassword,
  imageUrlInvalid: 'Please enter a valid image URL',
} as const;

// The same rule the checkout's address form applies to its e-mail field.
const emailFormat = z.email();

/** Why an e-mail cannot be sent, or undefined when it can; surrounding spaces do not count. */
export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (value === '') return AUTH_FORM_MESSAGES.emailRequired;
  return emailFormat.safeParse(value).success ? undefined : AUTH_FORM_MESSAGES.emailInvalid;
}

/** Only a new password is checked: signing in with an old, shorter one must still work. */
export function newPasswordError(password: string): string | undefined {
  return password.length < MIN_PASSWORD_LENGTH ? AUTH_FORM_MESSAGES.passwordTooShort : undefined;
}

/** A profile photo may be left empty, else it must be an image URL the shop will show. */
export function photoUrlError(url: string): string | undefined {
  const value = url.trim();
  return value === '' || isAllowedImageUrl(value) ? undefined : AUTH_FORM_MESSAGES.imageUrlInvalid;
}

/** A field checked by one of the rules above, with its message. */
const ruled = (rule: (value: string) => string | undefined) =>
  z.string().superRefine((value, context) => {
    const message = rule(value);
    if (message) context.addIssue({ code: 'custom', message });
  });
const trim = (value: string) => value.trim();

export const signInFormSchema = z.object({
  email: ruled(emailError).transform(trim),
  password: z.string(),
});
export const signInLinkFormSchema = z.object({ email: ruled(emailError).transform(trim) });
export const signUpFormSchema = z.object({
  displayName: z.string().transform(trim),
  email: ruled(emailError).transform(trim),
  // A password is taken as typed: its spaces are part of it.
  password: ruled(newPasswordError),
});
export const profileFormSchema = z.object({
  displayName: z.string().transform(trim),
  photoURL: ruled(photoUrlError).transform(trim),
});
