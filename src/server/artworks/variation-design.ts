/**
 * The id a variation's products and print files are made under: the job's own id for its
 * first variation (so jobs from before variations read as before), `<job>-v<k>` for the others.
 * Job ids are UUIDs, whose hex never holds a "v".
 */
export function designIdOf(jobId: string, variation: number): string {
  return variation === 0 ? jobId : `${jobId}-v${variation}`;
}

const VARIATION_DESIGN = /^(.+)-v([1-9][0-9]*)$/;

/** The job and variation a design id names. */
export function readDesignId(designId: string): { jobId: string; variation: number } {
  const match = VARIATION_DESIGN.exec(designId);
  return match?.[1] && match[2]
    ? { jobId: match[1], variation: Number(match[2]) }
    : { jobId: designId, variation: 0 };
}

/** The media name of a variation's pictures: the job's for the first, suffixed for the others. */
export function variationMediaName(mediaName: string, variation: number): string {
  return variation === 0 ? mediaName : `${mediaName}-v${variation}`;
}
