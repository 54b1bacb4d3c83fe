import { RefreshCw, Wand2, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { Gender } from '../../../shared/api/generation';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { preferredScrollBehavior } from '../../ui/scroll';
import type { PhotoCheckStatus } from '../generation/generation-contract';
import { GenderChips } from './gender-chips';
import { PhotoCheckNote } from './photo-check-note';
import { PhotoFrame, type PhotoPreview } from './photo-frame';
import { type PreviewStatus, PreviewStatusLine } from './preview-status';

export interface PreviewPanelProps {
  photo: PhotoPreview;
  /** What the server's check said of the photo, said under it. */
  photoCheck?: PhotoCheckStatus;
  gender: Gender | null;
  onGenderChange: (gender: Gender) => void;
  isLoading: boolean;
  /** What became of the last 'Create My Art' with this photo, if anything. */
  status?: PreviewStatus;
  /** The job just ended on this page: bring its outcome into view. */
  revealStatus?: boolean;
  /** 'Create My Art'. */
  onCreate: () => void;
  /** 'Upload Different Photo' and the remove button: back to the upload zone. */
  onRemovePhoto: () => void;
}

/** The chosen photo, the gender chips and 'Create My Art' (SPEC §2), which always works again. */
export function PreviewPanel({
  photo,
  photoCheck = 'unchecked',
  gender,
  onGenderChange,
  isLoading,
  status = { kind: 'ready' },
  revealStatus = false,
  onCreate,
  onRemovePhoto,
}: PreviewPanelProps) {
  const hintId = useId();
  // The photo's check takes a moment; the upload then need not check it again.
  const canCreate = !isLoading && gender !== null && photoCheck !== 'checking';
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (revealStatus && status.kind !== 'ready') {
      statusRef.current?.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'nearest' });
    }
  }, [revealStatus, status.kind]);
  return (
    <section aria-label="Your photo" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold">Your Photo</h2>
        <Button variant="outline" size="sm" onClick={onRemovePhoto} disabled={isLoading}>
          <RefreshCw aria-hidden />
          Upload Different Photo
        </Button>
      </div>
      <PhotoFrame photo={photo} alt="Your chosen photo">
        <button
          type="button"
          aria-label="Remove photo"
          onClick={onRemovePhoto}
          disabled={isLoading}
          className={cn(
            'absolute top-3 right-3 flex size-11 cursor-pointer items-center justify-center rounded-full bg-ink/70 text-canvas shadow-soft backdrop-blur transition-colors hover:bg-ink disabled:opacity-50',
            focusRing,
          )}
        >
          <X className="size-5" aria-hidden />
        </button>
      </PhotoFrame>
      <PhotoCheckNote status={photoCheck} />
      <GenderChips value={gender} onChange={onGenderChange} disabled={isLoading} />
      <div
        ref={statusRef}
        className="flex scroll-mb-4 flex-col gap-3 rounded-2xl bg-gold-soft/60 p-4"
      >
        <PreviewStatusLine status={status} />
        <Button
          size="lg"
          // Once the art is ready, going to the products comes first; another try comes second.
          variant={status.kind === 'art-ready' ? 'outline' : 'primary'}
          className="w-full"
          disabled={!canCreate}
          aria-describedby={gender === null ? hintId : undefined}
          onClick={onCreate}
        >
          <Wand2 aria-hidden />
          Create My Art
        </Button>
        {gender === null && (
          <p id={hintId} className="text-center text-sm text-ink-muted">
            Choose a gender option to continue.
          </p>
        )}
      </div>
    </section>
  );
}
