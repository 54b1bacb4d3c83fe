import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readUploadAnswer, sendUpload, type UploadRequest, uploadFields } from './upload';

const JOB_ID = '3f1c2b9e-8d4a-4c6b-9e2f-1a2b3c4d5e6f';

const request: UploadRequest = {
  file: new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' }),
  styleId: 'royal_oil_paint',
  gender: 'female',
  customPrompt: '',
  identity: { guest_session_id: 'guest-1' },
  processDirectly: false,
};

describe('upload fields', () => {
  it('sends a named style, the gender and the guest session, without custom_prompt', () => {
    expect(Object.fromEntries(uploadFields(request))).toEqual({
      use_bypass: 'false',
      style_id: 'royal_oil_paint',
      gender: 'female',
      guest_session_id: 'guest-1',
      process_directly: 'false',
    });
  });

  it('for a custom style sends the description and no style_id', () => {
    const fields = Object.fromEntries(
      uploadFields({ ...request, styleId: 'custom', customPrompt: '  as a knight ' }),
    );
    expect(fields).not.toHaveProperty('style_id');
    expect(fields.custom_prompt).toBe('as a knight');
  });

  it('sends the account id instead of the guest session when signed in', () => {
    const fields = Object.fromEntries(
      uploadFields({ ...request, identity: { user_id: 'user-7', guest_session_id: 'guest-1' } }),
    );
    expect(fields.user_id).toBe('user-7');
    expect(fields).not.toHaveProperty('guest_session_id');
  });
});

describe('reading the upload answer', () => {
  it('accepts a queued or completed answer', () => {
    expect(readUploadAnswer(200, { status: 'queued', job_id: JOB_ID })).toEqual({
      ok: true,
      response: { status: 'queued', job_id: JOB_ID },
    });
  });

  it.each([
    [413, {}, 'File too large - please use a smaller image'],
    [422, { detail: 'Unsupported' }, 'Invalid file format - please use a valid image file'],
    [
      429,
      { code: 'wizards_recharging', error: 'wizards_recharging', detail: 'x', message: 'x' },
      'Our art wizards are recharging their magic! Come back in an hour to create more masterpieces.',
    ],
    [500, { detail: 'stack trace' }, 'Upload failed - please try again'],
    [200, { status: 'weird' }, 'Upload failed - please try again'],
  ])('status %i with %o reads %s', (status, body, message) => {
    expect(readUploadAnswer(status, body)).toEqual({ ok: false, message });
  });
});

/** Just enough of XMLHttpRequest to play the browser's part. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

describe('sending the upload', () => {
  it('posts the multipart form to / with a 30 s timeout and reports byte progress', async () => {
    const onProgress = vi.fn();
    const onSent = vi.fn();
    const sent = sendUpload(request, { onProgress, onSent });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.timeout]).toEqual(['POST', '/', 30_000]);
    expect(xhr.body?.get('file')).toMatchObject({ name: 'me.jpg', type: 'image/jpeg' });
    expect(xhr.body?.get('style_id')).toBe('royal_oil_paint');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 } as ProgressEvent);
    expect(onProgress).toHaveBeenCalledWith(0.25);
    expect(onSent).not.toHaveBeenCalled();
    xhr.upload.onload?.();
    expect(onSent).toHaveBeenCalledOnce();
    xhr.answer(200, { status: 'queued', job_id: JOB_ID });
    await expect(sent).resolves.toMatchObject({ ok: true, response: { job_id: JOB_ID } });
  });

  it('words a timeout, a network failure and a refusal', async () => {
    const timedOut = sendUpload(request);
    FakeXhr.last.ontimeout?.();
    await expect(timedOut).resolves.toEqual({
      ok: false,
      message: 'Upload timeout - please check your connection and try again',
    });

    const offline = sendUpload(request);
    FakeXhr.last.onerror?.();
    await expect(offline).resolves.toEqual({
      ok: false,
      message: 'Network error - please check your internet connection',
    });

    const busy = sendUpload(request);
    FakeXhr.last.answer(503, { code: 'gallery_busy', error: 'gallery_busy', detail: 'busy' });
    await expect(busy).resolves.toEqual({
      ok: false,
      message: 'Our art gallery is packed with creative requests! Please try again in 30 minutes.',
    });
  });
});
