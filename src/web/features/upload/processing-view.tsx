import { Wand2 } from 'lucide-react';
import { DEFAULT_PROGRESS_MESSAGE } from '../generation/progress-messages';
import { PhotoFrame, type PhotoPreview } from './photo-frame';
import { PhotoMagicEffects } from './photo-magic-effects';

export interface ProcessingViewProps {
  photo: PhotoPreview;
  /** The rotating progress message; the default shows until there is one. */
  message?: string;
  /** 0-100 while the photo uploads; null once it is up and the art is being made. */
  uploadProgress: number | null;
}

/** The photo under a spell while the art is made (SPEC §2 "Processing view"). */
export function ProcessingView({ photo, message, uploadProgress }: ProcessingViewProps) {
  return (
    <section aria-label="Creating your art" aria-busy className="flex flex-col gap-5">
      <PhotoFrame photo={photo} alt="Your photo, being turned into art">
        <PhotoMagicEffects />
      </PhotoFrame>
      <div className="flex flex-col items-center gap-4 text-center">
        <p
          role="status"
          className="flex min-h-14 items-center gap-2.5 font-display text-xl font-semibold text-balance"
        >
          <Wand2 className="size-5 shrink-0 text-primary" aria-hidden />
          {message || DEFAULT_PROGRESS_MESSAGE}
        </p>
        {uploadProgress !== null && (
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(uploadProgress)}
            className="h-2.5 w-full max-w-sm overflow-hidden rounded-full bg-sand"
          >
            <div
              className="h-full rounded-full bg-linear-to-r from-primary to-gold transition-[width] duration-300"
              style={{ width: `${Math.min(100, Math.max(0, uploadProgress))}%` }}
            />
          </div>
        )}
        <p className="text-sm text-ink-muted">Keep this page open while the magic happens.</p>
      </div>
    </section>
  );
}
