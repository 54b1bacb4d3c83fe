import { readSeenFaces } from '@masterpiece-me/vision';
import type { Gender } from '../../shared/api/generation';
import { isStyleId } from '../../shared/styles';
import type { JobRow } from '../db/jobs-repository';
import type { ArtDirection, ArtRequest } from '../ports/art-engine';

function directionOf(job: JobRow): ArtDirection {
  if (job.style_id && isStyleId(job.style_id)) return { kind: 'style', styleId: job.style_id };
  return { kind: 'custom', prompt: job.custom_prompt ?? '' };
}

/**
 * What the engine is asked to paint for a job's variation, from its stored photo: the
 * generation and, later, its print master ask with the same request, so they paint the same
 * picture.
 */
export function artRequestFor(job: JobRow, photo: Buffer, variation = 0): ArtRequest {
  return {
    photo,
    direction: directionOf(job),
    gender: job.gender as Gender,
    look: job.first_look + variation,
    faces: readSeenFaces(job.faces),
  };
}
