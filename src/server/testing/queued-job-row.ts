/** A queued job's row as an upload stores it, for queue tests that only need a job to run. */
export const queuedJobRow = (id: string, ownerKey = 'guest:q') => ({
  id,
  owner_key: ownerKey,
  gender: 'female' as const,
  style_id: 'caravaggio' as const,
  original_key: `originals/${id}.jpg`,
  photo_key: `photos/${id}.jpg`,
});
