import type { JobStatus } from '../generation/generation-contract';

export type PromoVariant = 'more-styles' | 'slideshow' | 'upload-prompt';

const BUSY_OR_FAILED: readonly JobStatus[] = ['uploading', 'polling', 'failed'];

/**
 * SPEC §2 "Promo section": 'More Art Styles Coming Soon' while the art is made, after a failure
 * or once products exist; the product slideshow once a photo is chosen; else an invitation.
 */
export function promoVariant({
  jobStatus,
  hasPhoto,
  hasProducts,
}: {
  jobStatus: JobStatus;
  hasPhoto: boolean;
  hasProducts: boolean;
}): PromoVariant {
  if (hasProducts || BUSY_OR_FAILED.includes(jobStatus)) return 'more-styles';
  return hasPhoto ? 'slideshow' : 'upload-prompt';
}
