import { z } from 'zod';
import { text } from './fields';

/** The longest staff note: a paragraph or two, not a document. */
export const ORDER_NOTE_MAX = 2000;

/**
 * POST /api/admin/orders/{id}/notes: a staff note on the order, kept on its timeline with its
 * author. Line breaks are kept; surrounding space is not.
 */
export const orderNoteRequestSchema = z.object({
  note: text().trim().min(1).max(ORDER_NOTE_MAX),
});
export type OrderNoteRequest = z.infer<typeof orderNoteRequestSchema>;
