import { ACCOUNT_TEXT_MAX_LENGTH as MAX } from '../../shared/validation/account-fields';

/** Each field better-auth's bodies may hold, by name, with its bound and how the form calls it. */
const FIELDS: Record<string, { max: number; label: string }> = {
  name: { max: MAX.displayName, label: 'Display name' },
  image: { max: MAX.photoUrl, label: 'Photo URL' },
  email: { max: MAX.email, label: 'Email' },
  password: { max: MAX.password, label: 'Password' },
  newPassword: { max: MAX.password, label: 'Password' },
  currentPassword: { max: MAX.password, label: 'Password' },
};
/** Any other text (callback URLs, tokens) is no longer than a URL the store would write. */
const OTHER = { max: 2048, label: 'Text' };

/**
 * The first text in an auth body that is longer than its field allows, as a sentence for the
 * shopper, or undefined. better-auth bounds only passwords: a sign-up stored a name of 200,025
 * characters.
 */
export function overlongAuthText(value: unknown, field?: string): string | undefined {
  if (typeof value === 'string') {
    const { max, label } = (field && FIELDS[field]) || OTHER;
    return value.length > max ? `${label} must be at most ${max} characters.` : undefined;
  }
  const entries: [string | undefined, unknown][] = Array.isArray(value)
    ? value.map((inner) => [field, inner])
    : typeof value === 'object' && value !== null
      ? Object.entries(value)
      : [];
  for (const [name, inner] of entries) {
    const problem = overlongAuthText(inner, name);
    if (problem) return problem;
  }
  return undefined;
}
