import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES } from '../../shared/constants';
import { PHOTO_MESSAGES } from '../../shared/validation/photo-file';
import type { MultipartParts } from './contract/route-contract';
import { HttpError } from './errors';

export const NO_PHOTO_FILE = 'A photo file is required: send it as the multipart field "file"';
const MALFORMED_UPLOAD = 'The upload could not be read. Please choose your photo and try again.';

/** Multipart bodies of one photo (at most 10 MB) and a few short fields, in this plugin. */
export async function registerPhotoMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 20, fieldSize: 8 * 1024, parts: 25 },
  });
}

/** The photo (field `file`) and the text fields; a body too large or broken is the client's. */
export async function readPhotoMultipart(request: FastifyRequest): Promise<MultipartParts> {
  if (!request.isMultipart()) throw new HttpError(400, 'photo_missing', NO_PHOTO_FILE);
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !files.file) files.file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'invalid_photo', PHOTO_MESSAGES.tooLarge, {
        message: PHOTO_MESSAGES.tooLarge,
      });
    }
    // Whatever else breaks while reading the body is a body the client sent broken.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw error;
    throw new HttpError(400, 'invalid_request', MALFORMED_UPLOAD);
  }
  return { fields, files };
}
