/** Letters, digits and single hyphens: what every file system and browser keeps as it is. */
const plain = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * The name a bought artwork downloads as: `masterpiece-me-<style>-<order>.jpg`, the style's id
 * in file-name words (`royal-oil-paint`; a shopper's own description is `custom`) and the order
 * number as the shopper was shown it.
 */
export function artworkFileName(styleId: string | null, displayId: string): string {
  return `masterpiece-me-${plain(styleId ?? 'custom').toLowerCase()}-${plain(displayId)}.jpg`;
}
