import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, ApiErrorCode } from './api/errors';
import {
  failedJobMessage,
  JOB_ERROR_MESSAGES,
  jobStatusErrorMessage,
  PEOPLE_MESSAGES,
  UPLOAD_ERROR_MESSAGES,
  uploadErrorMessage,
} from './upload-errors';

/** An upload refusal as the server answers it: the code, also as SPEC §8's `error`, and words. */
const refusal = (code: ApiErrorCode, extra: Partial<ApiErrorBody> = {}) => ({
  code,
  error: code,
  detail: 'The words the server chose.',
  ...extra,
});

describe('uploadErrorMessage', () => {
  it('explains a busy queue, adding the retry advice only when recommended', () => {
    expect(uploadErrorMessage({ status: 503, body: refusal('queue_unavailable') })).toBe(
      'Queue service temporarily unavailable',
    );
    expect(
      uploadErrorMessage({
        status: 503,
        body: refusal('queue_unavailable', { retry_recommended: true }),
      }),
    ).toBe('Queue service temporarily unavailable Please try again in a moment.');
    expect(
      uploadErrorMessage({
        status: 503,
        body: refusal('queue_unavailable', {
          message: 'Queue is restarting.',
          retry_recommended: true,
        }),
      }),
    ).toBe('Queue is restarting. Please try again in a moment.');
  });

  it('gives the fixed texts for quota and back-pressure codes', () => {
    expect(uploadErrorMessage({ status: 429, body: refusal('wizards_recharging') })).toBe(
      'Our art wizards are recharging their magic! Come back in an hour to create more masterpieces.',
    );
    expect(uploadErrorMessage({ status: 503, body: refusal('gallery_busy') })).toBe(
      'Our art gallery is packed with creative requests! Please try again in 30 minutes.',
    );
    const breather = uploadErrorMessage({ status: 429, body: refusal('too_much_activity') });
    expect(breather).toBe(UPLOAD_ERROR_MESSAGES.tooMuchActivity);
    expect(breather).toMatch(/breather/);
    expect(breather).toMatch(/try again/);
  });

  it('says a switched-off style in words, not as a bad file despite the 422', () => {
    expect(uploadErrorMessage({ status: 422, body: refusal('style_unavailable') })).toBe(
      'This art style is not available right now. Please choose another style.',
    );
  });

  it('shows another coded refusal as the server wrote it: message, then detail', () => {
    const body = refusal('invalid_request', { message: 'Please use a photo of one person.' });
    expect(uploadErrorMessage({ status: 400, body })).toBe('Please use a photo of one person.');
    const tooDark = { code: 'invalid_request', detail: 'Too dark.' };
    expect(uploadErrorMessage({ status: 400, body: tooDark })).toBe('Too dark.');
    const blank = { code: 'invalid_request', detail: ' ' };
    expect(uploadErrorMessage({ status: 400, body: blank })).toBe('Upload failed');
  });

  it('says the one-person rule in its own words, despite the 422', () => {
    const several = PEOPLE_MESSAGES.several(3);
    expect(several).toBe(
      'This photo has 3 people in it. Please choose a photo of just one person.',
    );
    expect(
      uploadErrorMessage({ status: 422, body: refusal('several_people', { message: several }) }),
    ).toBe(several);
    expect(
      uploadErrorMessage({
        status: 422,
        body: refusal('no_face', { message: PEOPLE_MESSAGES.noFace }),
      }),
    ).toBe(
      "We couldn't find a face in this photo. Please use a clear photo of one person, facing the camera.",
    );
    // Any other refused photo keeps the SPEC's 422 text.
    expect(
      uploadErrorMessage({ status: 422, body: refusal('invalid_photo', { message: 'x' }) }),
    ).toBe('Invalid file format - please use a valid image file');
  });

  it('names connection problems when no answer came', () => {
    expect(uploadErrorMessage({ kind: 'timeout' })).toBe(
      'Upload timeout - please check your connection and try again',
    );
    expect(uploadErrorMessage({ kind: 'network' })).toBe(
      'Network error - please check your internet connection',
    );
  });

  it('uses the status texts for 413 and 422 even over a framework body', () => {
    const frameworkBody = {
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'request file too large',
    };
    expect(uploadErrorMessage({ status: 413, body: frameworkBody })).toBe(
      'File too large - please use a smaller image',
    );
    expect(uploadErrorMessage({ status: 422 })).toBe(
      'Invalid file format - please use a valid image file',
    );
  });

  it('falls back to the generic text for server faults and unreadable bodies', () => {
    const internal = { code: 'internal_error', detail: 'Something went wrong on our side.' };
    expect(uploadErrorMessage({ status: 500, body: internal })).toBe(
      'Upload failed - please try again',
    );
    expect(uploadErrorMessage({ status: 502, body: '<html>Bad gateway</html>' })).toBe(
      'Upload failed - please try again',
    );
    expect(uploadErrorMessage({})).toBe('Upload failed - please try again');
  });
});

describe('job messages', () => {
  it('says a missing job is gone, otherwise the detail or a network error', () => {
    expect(jobStatusErrorMessage({ status: 404, body: { detail: 'Not found' } })).toBe(
      'Job no longer exists - it may have been removed',
    );
    const down = { code: 'service_unavailable', detail: 'Database is down' };
    expect(jobStatusErrorMessage({ status: 503, body: down })).toBe('Database is down');
    expect(jobStatusErrorMessage({})).toBe('Network error during status check');
  });

  it('shows a failed job its own reason or a plain one', () => {
    expect(failedJobMessage('The photo has no face in it.')).toBe('The photo has no face in it.');
    expect(failedJobMessage(null)).toBe('Job failed');
    expect(failedJobMessage('  ')).toBe('Job failed');
  });

  it('has the polling timeout text', () => {
    expect(JOB_ERROR_MESSAGES.pollingTimeout).toBe('Job polling timed out after 10 minutes');
  });
});
