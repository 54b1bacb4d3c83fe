import { Camera, ImagePlus, Lightbulb, LoaderCircle, Upload } from 'lucide-react';
import {
  type ChangeEvent,
  type DragEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import {
  isHeicPhoto,
  PHOTO_INPUT_ACCEPT,
  PHOTO_MESSAGES,
} from '../../../shared/validation/photo-file';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { isImageFile } from './is-image-file';
import { PhotoTipList } from './photo-tips';

/**
 * A HEIC photo is decoded in the browser, a second or two on a laptop and a few seconds on a
 * phone: the shopper is told why this one takes longer.
 */
export const HEIC_HINT = 'Converting your HEIC photo... this can take a few seconds on a phone.';

export interface UploadZoneProps {
  /** An image the shopper chose or dropped; the photo rules of SPEC §5 are checked after. */
  onPhotoChosen: (file: File) => void;
  /** The file chooser's input, so the hero's 'Upload Your Photo' can open it too. */
  fileInputRef?: RefObject<HTMLInputElement | null>;
  /** A chosen photo is being prepared: the zone waits instead of taking another. */
  busy?: boolean;
  /** Put keyboard focus on 'Choose File', e.g. when the zone replaces a removed photo. */
  focusOnMount?: boolean;
  /** Why the server refused the photo last chosen. */
  refusal?: string | null;
}

export function UploadZone({
  onPhotoChosen,
  fileInputRef,
  busy = false,
  focusOnMount = false,
  refusal = null,
}: UploadZoneProps) {
  const ownInputRef = useRef<HTMLInputElement>(null);
  const chooserRef = fileInputRef ?? ownInputRef;
  const cameraRef = useRef<HTMLInputElement>(null);
  const chooseButtonRef = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);
  const [heicChosen, setHeicChosen] = useState(false);
  const headingId = useId();

  // Only on mount: the zone is new and the control that had focus is gone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: deliberately once, when the zone appears
  useEffect(() => {
    if (focusOnMount) chooseButtonRef.current?.focus();
  }, []);

  const take = (file: File | undefined) => {
    if (!file || busy) return;
    if (!isImageFile(file)) {
      window.alert(PHOTO_MESSAGES.notAnImage);
      return;
    }
    setHeicChosen(isHeicPhoto(file));
    onPhotoChosen(file);
  };

  const preparing = heicChosen ? HEIC_HINT : 'Preparing your photo...';

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    // Choosing the same file again must still count as a choice.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    setDragging(true);
  };

  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-dragging={dragging}
      className={cn(
        'flex flex-col items-center gap-5 rounded-3xl border-2 border-dashed px-5 py-8 text-center transition-colors sm:px-8 sm:py-10',
        dragging ? 'border-primary bg-gold-soft/60' : 'border-line bg-paper',
      )}
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-linear-to-br from-primary to-plum text-primary-foreground shadow-soft">
        {busy ? (
          <LoaderCircle className="size-7 animate-spin" aria-hidden />
        ) : (
          <ImagePlus className="size-7" aria-hidden />
        )}
      </span>
      <div>
        <h2 id={headingId} className="text-2xl font-semibold">
          Upload Your Photo
        </h2>
        <p className="mt-2 text-ink-muted" aria-live="polite">
          {busy ? preparing : 'Drag and drop a photo here, or pick one below.'}
        </p>
      </div>
      {refusal && !busy && (
        <p
          role="alert"
          className="max-w-md rounded-xl bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive"
        >
          {refusal}
        </p>
      )}
      <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button
          ref={chooseButtonRef}
          size="lg"
          disabled={busy}
          onClick={() => chooserRef.current?.click()}
        >
          <Upload aria-hidden />
          Choose File
        </Button>
        <Button
          variant="outline"
          size="lg"
          disabled={busy}
          onClick={() => cameraRef.current?.click()}
        >
          <Camera aria-hidden />
          Take Photo
        </Button>
      </div>
      <input
        ref={chooserRef}
        type="file"
        accept={PHOTO_INPUT_ACCEPT}
        onChange={onInputChange}
        className="hidden"
        data-testid="photo-file-input"
      />
      <input
        ref={cameraRef}
        type="file"
        accept={PHOTO_INPUT_ACCEPT}
        capture="user"
        onChange={onInputChange}
        className="hidden"
        data-testid="photo-camera-input"
      />
      <div className="w-full max-w-md rounded-2xl bg-sand/70 px-5 py-4 text-left text-sm">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <Lightbulb className="size-4 text-gold" aria-hidden />
          Pro Tips
        </p>
        <PhotoTipList className="mt-3 grid gap-2 text-ink-muted sm:grid-cols-2" />
      </div>
    </section>
  );
}
