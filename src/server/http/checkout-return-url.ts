import { trustedOrigins } from '../auth/create-auth';

/** The one page a card authentication returns to. */
const RETURN_PATH = '/checkout';

/**
 * Where the card authentication page may send the shopper back to: the store's own checkout,
 * nothing else. The input is resolved against the store's public address the way a browser
 * would resolve it (`..` segments, percent-encoded dots, backslashes), and only the resolved
 * URL counts, so no spelling of another host survives. Tabs, newlines and other control
 * characters, which browsers silently drop, are refused outright.
 */
export function checkoutReturnUrl(raw: string, publicBaseUrl: string): URL | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, publicBaseUrl);
  } catch {
    return null;
  }
  if (!trustedOrigins(publicBaseUrl).includes(url.origin)) return null;
  if (url.pathname !== RETURN_PATH || url.username || url.password) return null;
  url.hash = '';
  return url;
}
