/** The part of libheif-js's WebAssembly build (LGPL-3.0) the HEIC decoder uses. */
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  interface HeifImage {
    get_width(): number;
    get_height(): number;
    /** Writes RGBA pixels into `target`, then calls back with it, or with null on failure. */
    display(
      target: { data: Uint8ClampedArray; width: number; height: number },
      done: (result: unknown) => void,
    ): void;
    free(): void;
  }
  interface HeifDecoder {
    decoder: unknown;
    decode(bytes: ArrayBuffer): HeifImage[];
  }
  export interface Libheif {
    HeifDecoder: new () => HeifDecoder;
    heif_context_free(context: unknown): void;
  }
  /** Compiles the embedded WebAssembly synchronously: call it in a worker. */
  export default function createLibheif(): Libheif;
}
