/**
 * Image URLs the shop will put in an <img>: the store's own host, `https://` or a path on
 * this site (SPEC §5 "Image URLs"). Anything else — `http:`, `data:`, `javascript:`, a
 * protocol-relative or relative address — is dropped rather than shown.
 */
export function isAllowedImageUrl(url: string, host?: string): boolean {
  if (host && isOnHost(url, host)) return true;
  if (url.startsWith('https://')) return true;
  // Browsers read both `//x` and `/\x` as another site's address.
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** On the host itself, not on a look-alike such as `{host}.evil.example`. */
function isOnHost(url: string, host: string): boolean {
  const origin = host.endsWith('/') ? host.slice(0, -1) : host;
  return url.startsWith(`${origin}/`);
}

/** The allowed URLs of `urls`, each once, in their order. */
export function allowedImages(urls: readonly string[], host?: string): string[] {
  return [...new Set(urls.filter((url) => isAllowedImageUrl(url, host)))];
}
