import { describe, expect, it } from 'vitest';
import {
  failedJobMessage,
  JOB_ERROR_MESSAGES,
  jobStatusErrorMessage,
  PEOPLE_MESSAGES,
  UPLOAD_ERROR_MESSAGES,
  uploadErrorMessage,
} from './upload-errors';

describe('uploadErrorMessage', () => {
  it('explains a busy queue, adding the retry advice only when recommended', () => {
    expect(uploadErrorMessage({ status: 503, body: { error: 'queue_unavailable' } })).toBe(
      'Queue service temporarily unavailable',
    );
    expect(
      uploadErrorMessage({
        status: 503,
        body: { error: 'queue_unavailable', retry_recommended: true },
      }),
    ).toBe('Queue service temporarily unavailable Please try again in a moment.');
    expect(
      uploadErrorMessage({
        status: 503,
        body: {
          error: 'queue_unavailable',
          message: 'Queue is restarting.',
          retry_recommended: true,
        },
      }),
    ).toBe('Queue is restarting. Please try again in a moment.');
  });

  it('gives the fixed texts for quota and back-pressure codes', () => {
    expect(uploadErrorMessage({ status: 429, body: { error: 'wizards_recharging' } })).toBe(
      'Our art wizards are recharging their magic! Come back in an hour to create more masterpieces.',
    );
    expect(uploadErrorMessage({ status: 503, body: { error: 'gallery_busy', detail: 'x' } })).toBe(
      'Our art gallery is packed with creative requests! Please try again in 30 minutes.',
    );
    const breather = uploadErrorMessage({ status: 429, body: { error: 'too_much_activity' } });
    expect(breather).toBe(UPLOAD_ERROR_MESSAGES.tooMuchActivity);
    expect(breather).toMatch(/breather/);
    expect(breather).toMatch(/try again/);
  });

  it('shows another coded refusal as the server wrote it: message, then detail', () => {
    const body = {
      error: 'art_refused',
      message: 'Please use a photo of one person.',
      detail: 'd',
    };
    expect(uploadErrorMessage({ status: 400, body })).toBe('Please use a photo of one person.');
    expect(uploadErrorMessage({ status: 400, body: { error: 'x', detail: 'Too dark.' } })).toBe(
      'Too dark.',
    );
    expect(uploadErrorMessage({ status: 400, body: { error: 'x' } })).toBe('Upload failed');
    expect(uploadErrorMessage({ status: 400, body: { detail: 'No face found.' } })).toBe(
      'No face found.',
    );
  });

  it('says the one-person rule in its own words, despite the 422', () => {
    const several = PEOPLE_MESSAGES.several(3);
    expect(several).toBe(
      'This photo has 3 people in it. Please choose a photo of just one person.',
    );
    expect(
      uploadErrorMessage({ status: 422, body: { error: 'several_people', message: several } }),
    ).toBe(several);
    expect(
      uploadErrorMessage({
        status: 422,
        body: { error: 'no_face', message: PEOPLE_MESSAGES.noFace },
      }),
    ).toBe(
      "We couldn't find a face in this photo. Please use a clear photo of one person, facing the camera.",
    );
    // Any other refused photo keeps the SPEC's 422 text.
    expect(
      uploadErrorMessage({ status: 422, body: { error: 'invalid_photo', message: 'x' } }),
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
    const internal = { error: 'Internal Server Error', message: 'Internal Server Error' };
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
    expect(jobStatusErrorMessage({ status: 500, body: { detail: 'Database is down' } })).toBe(
      'Database is down',
    );
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
