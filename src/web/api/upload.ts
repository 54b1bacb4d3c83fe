import {
  type Gender,
  type UploadResponse,
  uploadResponseSchema,
} from '../../shared/api/generation';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { CUSTOM_STYLE_ID } from '../../shared/styles';
import { type UploadFailure, uploadErrorMessage } from '../../shared/upload-errors';

/** The upload endpoint is the site root (SPEC §7). */
export const UPLOAD_PATH = '/';

export interface ShopperIdentity {
  guest_session_id?: string;
  user_id?: string;
  /** The identity provider's token for `user_id`; sent as a header, never as a field. */
  auth_token?: string;
}

export interface UploadRequest {
  file: File;
  /** A named style id, or 'custom' for the shopper's own description. */
  styleId: string;
  gender: Gender;
  customPrompt: string;
  identity: ShopperIdentity;
  /** Ask the server to wait briefly and answer 'completed' when the job finishes in time. */
  processDirectly: boolean;
  /** The click's key: the same key again answers the job it made (a reload mid-upload). */
  uploadKey?: string;
}

export type UploadOutcome = { ok: true; response: UploadResponse } | { ok: false; message: string };

export interface UploadOptions {
  /** Share of the file's bytes sent so far, 0-1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  /** The whole request has reached the server, which now works on it until it answers. */
  onSent?: () => void;
  signal?: AbortSignal;
}

/**
 * The text fields of SPEC §7: style_id only for a named style, custom_prompt only for a
 * custom one, and the account id when signed in, else the guest session id.
 */
export function uploadFields(request: Omit<UploadRequest, 'file'>): [string, string][] {
  const custom = request.styleId === CUSTOM_STYLE_ID;
  const fields: [string, string][] = [['use_bypass', 'false']];
  if (!custom) fields.push(['style_id', request.styleId]);
  fields.push(['gender', request.gender]);
  if (custom) fields.push(['custom_prompt', request.customPrompt.trim()]);
  const { user_id, guest_session_id } = request.identity;
  if (user_id) fields.push(['user_id', user_id]);
  else if (guest_session_id) fields.push(['guest_session_id', guest_session_id]);
  fields.push(['process_directly', String(request.processDirectly)]);
  if (request.uploadKey) fields.push(['upload_key', request.uploadKey]);
  return fields;
}

export function uploadForm(request: UploadRequest): FormData {
  const form = new FormData();
  for (const [name, value] of uploadFields(request)) form.append(name, value);
  form.append('file', request.file, request.file.name);
  return form;
}

/** What an answer means: the parsed success, or SPEC §8's message for the failure. */
export function readUploadAnswer(status: number, body: unknown): UploadOutcome {
  if (status >= 200 && status < 300) {
    const parsed = uploadResponseSchema.safeParse(body);
    if (parsed.success) return { ok: true, response: parsed.data };
  }
  return failure({ status, body });
}

function failure(reason: UploadFailure): UploadOutcome {
  return { ok: false, message: uploadErrorMessage(reason) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST / as multipart. XMLHttpRequest rather than fetch because only it reports upload
 * progress. Never rejects: every failure resolves with the message to show.
 */
export function sendUpload(request: UploadRequest, options: UploadOptions = {}) {
  return new Promise<UploadOutcome>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.timeout = REQUEST_TIMEOUT_MS.upload;
    xhr.setRequestHeader('accept', 'application/json');
    const token = request.identity.user_id ? request.identity.auth_token : undefined;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => options.onSent?.();
    xhr.onload = () => resolve(readUploadAnswer(xhr.status, parseJson(xhr.responseText)));
    xhr.ontimeout = () => resolve(failure({ kind: 'timeout' }));
    xhr.onerror = () => resolve(failure({ kind: 'network' }));
    xhr.onabort = () => resolve(failure({ kind: 'network' }));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(uploadForm(request));
  });
}
