const SIZE_RANK = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'];

/** Clothing sizes smallest first; sizes we do not know keep their order after the known ones. */
export function sortSizes(sizes: Iterable<string>): string[] {
  const rank = (size: string) => {
    const index = SIZE_RANK.indexOf(size.toUpperCase());
    return index === -1 ? SIZE_RANK.length : index;
  };
  return [...new Set(sizes)].sort((a, b) => rank(a) - rank(b));
}
