/** The first three pictures and the neighbours of the one on show (SPEC §2 product browser). */
export function imagesToPreload(images: readonly string[], current: number): string[] {
  const count = images.length;
  if (count === 0) return [];
  const wanted = [0, 1, 2, current - 1, current + 1].map((i) => (i + count) % count);
  return [...new Set(wanted.filter((i) => i < count).map((i) => images[i] as string))];
}
