/**
 * A photo the engine encodes on its way through and decodes again at once (deblocked, turned
 * upright): near-lossless, and without optimised Huffman tables, which would only cost time,
 * never change a pixel.
 */
export const WORKING_JPEG = { quality: 95, optimiseCoding: false } as const;
