import sharp, { type OverlayOptions } from 'sharp';

/** One row of a contact sheet: the photo, then its artworks in column order. */
export interface SheetRow {
  readonly images: readonly Buffer[];
}

/**
 * Writes rows as contact-sheet pages of `perPage` rows (`<prefix>-1.png`, …), tiles
 * `tileWidth` wide at 4:5, so a sheet of fifty portraits can still be looked at tile by tile.
 */
export async function writeContactPages(
  rows: readonly SheetRow[],
  prefix: string,
  tileWidth: number,
  perPage = 10,
): Promise<string[]> {
  const tileHeight = Math.round((tileWidth * 5) / 4);
  const columns = Math.max(...rows.map((row) => row.images.length));
  const files: string[] = [];
  for (let start = 0; start < rows.length; start += perPage) {
    const page = rows.slice(start, start + perPage);
    const tiles: OverlayOptions[] = [];
    for (const [r, row] of page.entries()) {
      for (const [c, image] of row.images.entries()) {
        const input = await sharp(image)
          .resize(tileWidth, tileHeight, { fit: 'contain', background: '#ffffff' })
          .png()
          .toBuffer();
        tiles.push({ input, left: c * tileWidth, top: r * tileHeight });
      }
    }
    const file = `${prefix}-${files.length + 1}.png`;
    await sharp({
      create: {
        width: tileWidth * columns,
        height: tileHeight * page.length,
        channels: 3,
        background: '#ffffff',
      },
    })
      .composite(tiles)
      .png()
      .toFile(file);
    files.push(file);
  }
  return files;
}
