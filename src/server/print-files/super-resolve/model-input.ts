import type { EsrganScale } from './model-folder';

const SCALES: readonly EsrganScale[] = [2, 3, 4];

/**
 * The model scale for enlarging `from` to `to`: the smallest whose output reaches the target on
 * both sides, so that what is left is a small Lanczos step down; x4 when none does (Lanczos
 * then enlarges the rest). Undefined when neither side grows: the model would add nothing a
 * downsizing keeps.
 */
export function pickScale(
  from: { width: number; height: number },
  to: { width: number; height: number },
): EsrganScale | undefined {
  if (to.width <= from.width && to.height <= from.height) return undefined;
  return (
    SCALES.find((scale) => from.width * scale >= to.width && from.height * scale >= to.height) ?? 4
  );
}
