/**
 * Where a job's full artwork is kept: under no public prefix (http/media.ts), so it is read
 * only by the print partner, the shop's owners and, once an order for it is paid, its buyer.
 */
export const artworkFileKey = (mediaName: string, extension: string) =>
  `artwork-files/${mediaName}.${extension}`;

/** Where the marked, screen-size preview shoppers see before they buy is served from. */
export const artworkPreviewKey = (mediaName: string) => `artworks/${mediaName}-preview.jpg`;
