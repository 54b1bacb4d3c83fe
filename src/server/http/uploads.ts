import type { FastifyInstance } from 'fastify';
import { uploadFieldsSchema, uploadResponseSchema } from '../../shared/api/generation';
import type { AccountReader } from '../auth/account-reader';
import type { GuestProofs } from '../auth/guest-proof';
import type { JobsRepository } from '../db/jobs-repository';
import { directWaitMs } from '../domain/direct-wait';
import { type AcceptUploadDeps, acceptUpload } from '../workflows/accept-upload';
import { clientHangUp } from './client-hang-up';
import { defineRoute } from './contract/define-route';
import { fails, json } from './contract/route-contract';
import { HttpError } from './errors';
import { answerNewJob } from './new-job-answer';
import { NO_PHOTO_FILE, readPhotoMultipart, registerPhotoMultipart } from './photo-multipart';
import { requireNamedAccount } from './request-account';
import { requireGuestProof } from './request-guest';
import { refusalToHttpError, uploadError } from './upload-refusals';

export interface UploadRouteOptions {
  accept: AcceptUploadDeps;
  jobs: JobsRepository;
  /** A signed-in upload's `user_id` must be the account its token (or cookie) proves. */
  readAccount: AccountReader;
  /** A guest's upload must carry the proof of its `guest_session_id` (its cookie). */
  guestProofs: GuestProofs;
  uploadsPerMinute: number;
  /** The longest an upload with `process_directly` waits for its job before answering `queued`. */
  processDirectlyWaitMs: number;
}

/** Every job has an owner who alone may read it and buy its products. */
const NO_SHOPPER =
  'An upload needs a guest_session_id (with its guest cookie) or a signed-in user_id.';

/** POST / (multipart): a photo and its choices in, a queued (or finished) job out. */
export function uploadRoutes(options: UploadRouteOptions) {
  return async function uploads(app: FastifyInstance) {
    await registerPhotoMultipart(app);

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/',
        tag: 'Generation',
        summary: 'Upload a photo of one person to be painted in a style',
        description:
          'Answers `queued` with the job to poll, or `completed` with the products when `process_directly` is set and the job finishes within the request. A signed-in shopper may send the identity provider’s token as `Authorization: Bearer …`; a guest sends the `mm_guest` cookie.',
        body: {
          kind: 'multipart',
          schema: uploadFieldsSchema,
          files: { file: 'The photo: JPEG, PNG, WebP or HEIC, at most 10 MB.' },
          read: readPhotoMultipart,
        },
        answers: {
          200: json(uploadResponseSchema, 'The job, queued or completed.'),
          400: fails('No photo in the request.', 'photo_missing'),
          401: fails(
            'Neither a proven guest session nor a signed-in account.',
            'guest_session_unproven',
            'sign_in_required',
          ),
          403: fails(
            'The named account or guest session is another’s.',
            'other_account',
            'guest_session_mismatch',
          ),
          413: fails('The photo is over 10 MB.', 'invalid_photo'),
          422: fails(
            'The photo cannot be used (not an image, too small or large, or not of one person), or the style is switched off.',
            'invalid_photo',
            'no_face',
            'several_people',
            'style_unavailable',
          ),
          429: fails(
            'Too many uploads, or the shopper’s generations for the hour are used up.',
            'wizards_recharging',
          ),
          503: fails(
            'The job queue or the queue of photo checks is full, or the job queue is down.',
            'gallery_busy',
            'queue_unavailable',
          ),
        },
        rateLimit: {
          perMinute: options.uploadsPerMinute,
          refusal: () => uploadError('too_much_activity'),
        },
      },
      async ({ body: fields, files: { file } }, request, reply) => {
        if (!file) throw new HttpError(400, 'photo_missing', NO_PHOTO_FILE);
        const { user_id, guest_session_id } = fields;
        if (user_id) await requireNamedAccount(options.readAccount, request, user_id);
        else if (guest_session_id)
          requireGuestProof(options.guestProofs, request, guest_session_id);
        else
          throw new HttpError(401, 'guest_session_unproven', NO_SHOPPER, {
            error: 'guest_session_unproven',
          });

        const outcome = await acceptUpload(options.accept, {
          fields,
          photo: file,
          clientAddress: request.ip,
          abandoned: clientHangUp(reply),
        });
        if (!outcome.ok) {
          // Nobody is left to read an answer: 499 is what the log shows, as nginx names it.
          if (outcome.refusal.code === 'abandoned') return reply.code(499).send();
          throw refusalToHttpError(outcome.refusal);
        }

        const waitMs = fields.process_directly
          ? directWaitMs(options.processDirectlyWaitMs, reply.elapsedTime)
          : null;
        return answerNewJob(options.jobs, outcome.jobId, waitMs);
      },
    );
  };
}
