import { facesCamera } from '@masterpiece-me/vision';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { photoCheckResponseSchema } from '../../shared/api/photo-check';
import type { AccountReader } from '../auth/account-reader';
import type { GuestProofs } from '../auth/guest-proof';
import type { AcceptUploadDeps } from '../workflows/accept-upload';
import { clientHangUp } from './client-hang-up';
import { defineRoute } from './contract/define-route';
import { fails, json } from './contract/route-contract';
import { HttpError } from './errors';
import { NO_PHOTO_FILE, readPhotoMultipart, registerPhotoMultipart } from './photo-multipart';
import { requireRequester } from './request-requester';
import { refusalToHttpError, uploadError } from './upload-refusals';

export interface PhotoCheckRouteOptions {
  inspectPhoto: AcceptUploadDeps['inspectPhoto'];
  readAccount: AccountReader;
  guestProofs: GuestProofs;
  checksPerMinute: number;
}

/**
 * POST /api/photo-checks (multipart): the upload's photo check on its own, when the shopper
 * chooses the photo, so a photo the art cannot use is refused before any choice is made on it.
 */
export function photoCheckRoutes(options: PhotoCheckRouteOptions) {
  return async function photoChecks(app: FastifyInstance) {
    await registerPhotoMultipart(app);

    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/photo-checks',
        tag: 'Generation',
        summary: 'Check a chosen photo before it is used',
        description:
          'The same check an upload makes (a sound photo of one person), nothing kept. `faces_camera` is false for a face turned away from the camera, which the art paints with less likeness. A refusal answers as the upload would.',
        body: {
          kind: 'multipart',
          schema: z.object({}),
          files: { file: 'The photo: JPEG, PNG, WebP or HEIC, at most 10 MB.' },
          read: readPhotoMultipart,
        },
        answers: {
          200: json(photoCheckResponseSchema, 'The photo can be used.'),
          400: fails('No photo in the request.', 'photo_missing'),
          401: fails(
            'Neither a proven guest session nor a signed-in account.',
            'guest_session_unproven',
          ),
          413: fails('The photo is over 10 MB.', 'invalid_photo'),
          422: fails(
            'The photo cannot be used: not an image, too small or large, or not of one person.',
            'invalid_photo',
            'no_face',
            'several_people',
          ),
          429: fails('Too many requests from this client.', 'too_much_activity'),
          503: fails('The queue of photo checks is full.', 'gallery_busy'),
        },
        rateLimit: {
          perMinute: options.checksPerMinute,
          refusal: () => uploadError('too_much_activity'),
        },
      },
      async ({ files: { file } }, request, reply) => {
        await requireRequester(options, request);
        if (!file) throw new HttpError(400, 'photo_missing', NO_PHOTO_FILE);
        const checked = await options.inspectPhoto(file, {
          clientAddress: request.ip,
          abandoned: clientHangUp(reply),
        });
        if (!checked.ran) {
          if (checked.refusal === 'busy') throw uploadError('gallery_busy');
          return reply.code(499).send();
        }
        const verdict = checked.value;
        if (!verdict.ok) {
          throw refusalToHttpError({
            code: 'invalid_photo',
            problem: verdict.problem,
            message: verdict.message,
          });
        }
        const [face] = verdict.faces?.faces ?? [];
        return { faces_camera: face ? facesCamera(face) : true };
      },
    );
  };
}
