/**
 * Business constants of SPEC §9, in one place. Durations are milliseconds, sizes bytes,
 * money integer cents unless the name says dollars.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const PRODUCT_SHORT_NAME = 'mpm';

export const SESSION_EXPIRY_MS = 24 * 30 * HOUR;
export const LAST_ACTIVITY_REFRESH_MS = 60 * SECOND;

export const JOB_POLL_INTERVAL_MS = 10 * SECOND;
export const JOB_POLL_MAX_CHECKS = 60;
/**
 * The longest one job check may be held open waiting for the job to finish (`wait_ms`): the
 * art shows the moment it is ready, not at the next check, and a check stays well inside the
 * idle timeouts of proxies on the way.
 */
export const JOB_CHECK_MAX_WAIT_MS = 30 * SECOND;

export const SIMULATED_PROGRESS_STEP = 10;
export const SIMULATED_PROGRESS_INTERVAL_MS = 200;
export const SIMULATED_PROGRESS_CAP = 90;

export const REDIRECT_AFTER_JOB_MS = 1.5 * SECOND;
export const SHIPPING_METHODS_CACHE_MS = 5 * MINUTE;
export const TAX_CACHE_MS = 5 * MINUTE;
/** Used by the client only when the tax call fails (SPEC §8). */
export const FALLBACK_TAX_RATE = 0.08;

export const REQUEST_TIMEOUT_MS = {
  upload: 30 * SECOND,
  shipping: 10 * SECOND,
  tax: 10 * SECOND,
  payment: 30 * SECOND,
  order: 30 * SECOND,
} as const;

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const CONVERSION_THRESHOLD_BYTES = 5 * 1024 * 1024;
export const CONVERSION_MAX_SIDE_PX = 2048;
export const CONVERSION_JPEG_QUALITY = 0.92;
export const MIN_PHOTO_SIDE_PX = 100;
/** Photos must be strictly smaller than this on each side. */
export const MAX_PHOTO_SIDE_PX = 4096;
export const ORIENTATION_CORRECTION = { minAspect: 0.8, maxAspect: 1.2, minWidthPx: 1000 } as const;

export const CAROUSEL_AUTO_ADVANCE_MS = 3 * SECOND;
export const PROGRESS_MESSAGE_ROTATION_MS = 3.5 * SECOND;
export const NAV_SCROLLED_THRESHOLD_PX = 20;
export const PRODUCT_QUANTITY = { min: 1, max: 10 } as const;

export const CURRENCY = 'usd';
export const MUG_SIZE = '11oz';
export const DEFAULT_COUNTRY = 'US';

export const DEFAULT_TSHIRT_SIZES = ['S', 'M', 'L', 'XL'] as const;
/** Display prices in dollars (SPEC §9). */
export const DEFAULT_PRICES_DOLLARS = { tshirt: 25.99, mug: 19.99 } as const;
export const SLIDESHOW_PRICES_DOLLARS = { canvas: 59.99, mug: 19.99, tshirt: 29.99 } as const;
