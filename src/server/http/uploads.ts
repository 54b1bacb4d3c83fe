import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type UploadResponse, uploadFieldsSchema } from '../../shared/api/generation';
import { MAX_PHOTO_BYTES } from '../../shared/constants';
import { PHOTO_MESSAGES } from '../../shared/validation/photo-file';
import type { AccountReader } from '../auth/account-reader';
import type { JobsRepository } from '../db/jobs-repository';
import { type AcceptUploadDeps, acceptUpload } from '../workflows/accept-upload';
import { waitForJob } from '../workflows/wait-for-job';
import { HttpError, zodDetail } from './errors';
import { toJobResponse } from './job-response';
import { requireNamedAccount } from './request-account';
import { refusalToHttpError, uploadError } from './upload-refusals';

export interface UploadRouteOptions {
  accept: AcceptUploadDeps;
  jobs: JobsRepository;
  /** A signed-in upload's `user_id` must be the account its token (or cookie) proves. */
  readAccount: AccountReader;
  uploadsPerMinute: number;
  processDirectlyWaitMs: number;
}

const NO_FILE = 'A photo file is required: send it as the multipart field "file"';
const MALFORMED_UPLOAD = 'The upload could not be read. Please choose your photo and try again.';

/** POST / (multipart): a photo and its choices in, a queued (or finished) job out. */
export function uploadRoutes(options: UploadRouteOptions) {
  return async function uploads(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => uploadError('too_much_activity'),
    });
    await app.register(multipart, {
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 20, fieldSize: 8 * 1024, parts: 25 },
    });

    app.post(
      '/',
      { config: { rateLimit: { max: options.uploadsPerMinute, timeWindow: '1 minute' } } },
      async (request): Promise<UploadResponse> => {
        const { fields, file } = await readMultipart(request);
        const parsed = uploadFieldsSchema.safeParse(fields);
        if (!parsed.success) throw new HttpError(400, zodDetail(parsed.error));
        if (!file) throw new HttpError(400, NO_FILE);
        const { user_id } = parsed.data;
        if (user_id) await requireNamedAccount(options.readAccount, request, user_id);

        const outcome = await acceptUpload(options.accept, {
          fields: parsed.data,
          photo: file,
          clientAddress: request.ip,
        });
        if (!outcome.ok) throw refusalToHttpError(outcome.refusal);

        if (parsed.data.process_directly) {
          const job = await waitForJob(options.jobs, outcome.jobId, options.processDirectlyWaitMs);
          const view = job && toJobResponse(job);
          if (view?.status === 'completed' && view.result) {
            const { products, artwork_url, painted_as } = view.result;
            return {
              status: 'completed',
              job_id: outcome.jobId,
              products,
              artwork_url,
              painted_as,
            };
          }
        }
        return { status: 'queued', job_id: outcome.jobId };
      },
    );
  };
}

async function readMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(400, NO_FILE);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, PHOTO_MESSAGES.tooLarge, { message: PHOTO_MESSAGES.tooLarge });
    }
    // Whatever else breaks while reading the body is a body the client sent broken.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw error;
    throw new HttpError(400, MALFORMED_UPLOAD);
  }
  return { fields, file };
}
