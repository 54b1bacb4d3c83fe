import sharp from 'sharp';

/**
 * The longest side of the artwork shoppers see before they buy: sharp on a phone and in the
 * product page's main image on a laptop, too small to print well (an 8″×10″ canvas wants
 * 1,500 px at 150 dpi), so the file worth paying for is not handed out with the preview.
 */
export const PREVIEW_LONG_SIDE = 1024;
const PREVIEW_JPEG_QUALITY = 84;

/** The shop's palette (its logo's path, font-free so every machine draws it), 64 units wide. */
const PALETTE_PATH =
  'M32 14c-10 0-18 7.2-18 16.4 0 8.6 6.6 14.6 14 14.6 2.4 0 3.2-1.4 3.2-2.8 0-2.4-2-3-2-5 0-1.6 1.3-2.8 3-2.8h4.6c7.2 0 13.2-4.6 13.2-10.8C50 20.4 42 14 32 14z';

/** Where the mark sits: the lower right corner, a fraction of the preview's width. */
export function previewMarkBox(width: number, height: number) {
  const size = Math.round(width * 0.09);
  const margin = Math.round(width * 0.025);
  return { left: width - size - margin, top: height - size - margin, size };
}

/** The discreet mark: the palette in white, half seen, over a soft shadow that keeps it on light art. */
function markSvg(size: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
      <defs><filter id="s"><feGaussianBlur stdDeviation="1.6"/></filter></defs>
      <path d="${PALETTE_PATH}" fill="#000" fill-opacity="0.35" filter="url(#s)" transform="translate(1 1.5)"/>
      <path d="${PALETTE_PATH}" fill="#fff" fill-opacity="0.55"/>
      <circle cx="24" cy="28" r="3.2" fill="#000" fill-opacity="0.3"/>
      <circle cx="31" cy="22" r="3.2" fill="#000" fill-opacity="0.3"/>
      <circle cx="39.5" cy="24.5" r="3.2" fill="#000" fill-opacity="0.3"/>
    </svg>`,
  );
}

/**
 * The artwork as shown before purchase: brought down to screen size, with the shop's mark in a
 * corner. The full artwork is kept privately and served only to an order's buyer.
 */
export async function artworkPreview(artwork: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(artwork)
    .resize(PREVIEW_LONG_SIDE, PREVIEW_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const box = previewMarkBox(info.width, info.height);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .composite([{ input: markSvg(box.size), left: box.left, top: box.top }])
    .jpeg({ quality: PREVIEW_JPEG_QUALITY })
    .toBuffer();
}
