/** Writes `name.br` and `name.gz` beside every compressible file of `dir`; answers the files. */
export function precompress(dir: string): Promise<string[]>;
