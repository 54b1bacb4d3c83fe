import { GENDERS } from '@masterpiece-me/portrait-engine/vocabulary';
import { z } from 'zod';
import { CUSTOM_STYLE_ID, STYLE_IDS } from '../styles';
import { optionalText } from './fields';
import { apiProductSchema } from './products';

/** The genders a costume is cut for: the portrait engine's. */
export { GENDERS };
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

/** GET /api/prompt-styles */
export const promptStyleSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  thumbnail_url: z.string().optional(),
  /** A style shown but not offered for now: the picker shows it and cannot choose it. */
  disabled: z.boolean().optional(),
});
export const promptStylesResponseSchema = z.array(promptStyleSchema);
export type PromptStyle = z.infer<typeof promptStyleSchema>;

const formBoolean = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/**
 * The text fields of the multipart upload (POST /, SPEC §7). Multipart fields arrive as
 * strings; the file is checked separately.
 */
export const uploadFieldsSchema = z
  .object({
    use_bypass: formBoolean,
    prompt: optionalText(2000),
    style_id: z.enum([...STYLE_IDS, CUSTOM_STYLE_ID]).optional(),
    gender: genderSchema,
    custom_prompt: optionalText(1000),
    user_id: optionalText(128),
    guest_session_id: optionalText(128),
    process_directly: formBoolean,
    /**
     * A UUID the browser chooses per "Create My Art": sent again (after a reload, or a retry
     * whose answer was lost), the upload answers the job it made, and counts no second one.
     */
    upload_key: z.string().uuid().optional(),
  })
  .superRefine((fields, ctx) => {
    const custom = fields.style_id === undefined || fields.style_id === CUSTOM_STYLE_ID;
    if (custom && !fields.custom_prompt) {
      ctx.addIssue({
        code: 'custom',
        path: ['custom_prompt'],
        message: 'A custom style needs a description in custom_prompt',
      });
    }
  });
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** POST /api/jobs/{id}/another-look: the finished job's photo again, in another style. */
export const anotherLookRequestSchema = z
  .object({
    style_id: z.enum([...STYLE_IDS, CUSTOM_STYLE_ID]),
    custom_prompt: optionalText(1000),
    /** Wait for the art, as an upload's process_directly does. */
    process_directly: z.boolean().optional(),
  })
  .refine((look) => look.style_id !== CUSTOM_STYLE_ID || Boolean(look.custom_prompt), {
    path: ['custom_prompt'],
    message: 'A custom style needs a description in custom_prompt',
  });
export type AnotherLookRequest = z.infer<typeof anotherLookRequestSchema>;

export const JOB_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** The artwork on its own; absent on jobs finished before it was recorded. */
const artworkUrlSchema = z.string().min(1).nullable().optional();

/**
 * For a shopper's own description, the words the picture was painted by, as the shopper reads
 * them ("watercolour", "spring colours"), shown as "Painted as: …". Absent for a named style.
 */
const paintedAsSchema = z.array(z.string().min(1)).optional();

export const uploadResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('queued'), job_id: z.string().uuid() }),
  z.object({
    status: z.literal('completed'),
    job_id: z.string().uuid(),
    products: z.array(apiProductSchema),
    artwork_url: artworkUrlSchema,
    painted_as: paintedAsSchema,
  }),
]);
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** What a completed job made, as GET /api/jobs/{id} shows it and the jobs table keeps it. */
export const jobResultSchema = z.object({
  products: z.array(apiProductSchema),
  artwork_url: artworkUrlSchema,
  painted_as: paintedAsSchema,
});

/** GET /api/jobs/{id} */
export const jobResponseSchema = z.object({
  id: z.string().uuid(),
  status: jobStatusSchema,
  result: jobResultSchema.nullable(),
  error: z.string().nullable(),
});
export type JobResponse = z.infer<typeof jobResponseSchema>;
