import { z } from 'zod';
import { genderSchema } from '../../../shared/api/generation';
import { apiProductSchema } from '../../../shared/api/products';
import { variationSchema } from '../../../shared/api/variations';
import type { PhotoSnapshot } from '../photo/photo-snapshot';
import type { GenerationState } from './generation-contract';
import type { JobTrack } from './job-track';

const size = z.number().int().positive();

/** The job's variations and the pick: `products` and `artworkUrl` are the picked one's. */
const storedVariationsSchema = z.object({
  expected: z.number().int().min(1),
  painting: z.boolean(),
  painted: z.array(variationSchema),
  picked: z.number().int().min(0),
});

const storedJobSchema = z.object({
  jobId: z.string().min(1),
  // An upload cut short by a reload is not resumable, so only states with a job are kept.
  uploadStatus: z.enum(['polling', 'completed', 'failed']),
  pollingStatus: z.enum(['idle', 'polling', 'completed', 'failed', 'timeout']),
  pollChecks: z.number().int().nonnegative(),
  jobError: z.string().nullable(),
  products: z.array(apiProductSchema),
  // Jobs kept before the artwork was recorded have none.
  artworkUrl: z.string().min(1).nullable().default(null),
  paintedAs: z.array(z.string()).default([]),
  // Jobs kept before there were variations have none.
  variations: storedVariationsSchema.nullable().default(null),
  photo: z
    .object({
      dataUrl: z.string().startsWith('data:image/'),
      name: z.string().min(1),
      width: size,
      height: size,
    })
    .nullable(),
});

const storedGenerationSchema = z.object({
  styleId: z.string().nullable(),
  styleName: z.string().nullable(),
  customPrompt: z.string(),
  gender: genderSchema.nullable(),
  job: storedJobSchema.nullable(),
});

/** What local storage keeps so a reload can resume a running job (key STORAGE_KEYS.upload). */
export type StoredGeneration = z.infer<typeof storedGenerationSchema>;
export type StoredJob = z.infer<typeof storedJobSchema>;

export type StorableState = Pick<
  GenerationState,
  'styleId' | 'styleName' | 'customPrompt' | 'gender' | 'variations'
> &
  JobTrack & { photoSnapshot: PhotoSnapshot | null };

export function toStoredGeneration(state: StorableState): StoredGeneration {
  const { uploadStatus, jobId, variations } = state;
  const job =
    jobId !== null && uploadStatus !== 'idle' && uploadStatus !== 'uploading'
      ? {
          jobId,
          uploadStatus,
          pollingStatus: state.pollingStatus,
          pollChecks: state.pollChecks,
          jobError: state.jobError,
          products: state.products,
          artworkUrl: state.artworkUrl,
          paintedAs: state.paintedAs,
          // A pick still being made is not kept: the products on show are the last pick's.
          variations:
            variations.jobId === jobId
              ? {
                  expected: variations.expected,
                  painting: variations.painting,
                  painted: variations.painted,
                  picked: variations.picked,
                }
              : null,
          photo: state.photoSnapshot,
        }
      : null;
  return {
    styleId: state.styleId,
    styleName: state.styleName,
    customPrompt: state.customPrompt,
    gender: state.gender,
    job,
  };
}

/** What storage held, or null when it is absent, unreadable or of an unknown shape. */
export function fromStoredGeneration(raw: string | null): StoredGeneration | null {
  if (raw === null) return null;
  try {
    const parsed = storedGenerationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
