import { CircleCheck, LoaderCircle, ScanFace } from 'lucide-react';
import type { PhotoCheckStatus } from '../generation/generation-contract';

export const PHOTO_CHECK_NOTES = {
  checking: 'Checking your photo...',
  facing: 'Great photo: one person, facing the camera.',
  turned:
    'Face the camera for the best likeness: your face is turned away in this photo. You can still use it, or choose one where you look at the camera.',
} as const;

/** What the server's check said of the chosen photo, under it; nothing when no check was made. */
export function PhotoCheckNote({ status }: { status: PhotoCheckStatus }) {
  return (
    <p role="status" className="flex min-h-6 items-start gap-2 text-sm">
      {status === 'checking' && (
        <>
          <LoaderCircle
            className="mt-0.5 size-4 shrink-0 animate-spin text-ink-muted"
            aria-hidden
          />
          <span className="text-ink-muted">{PHOTO_CHECK_NOTES.checking}</span>
        </>
      )}
      {status === 'facing' && (
        <>
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-plum" aria-hidden />
          <span className="text-ink">{PHOTO_CHECK_NOTES.facing}</span>
        </>
      )}
      {status === 'turned' && (
        <span className="flex items-start gap-2 rounded-xl bg-gold-soft px-3 py-2 font-medium text-ink">
          <ScanFace className="mt-0.5 size-4 shrink-0" aria-hidden />
          {PHOTO_CHECK_NOTES.turned}
        </span>
      )}
    </p>
  );
}
