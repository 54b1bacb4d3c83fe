import { type RefObject, useEffect, useRef, useState } from 'react';
import { cn } from '../../ui/cn';
import { preferredScrollBehavior } from '../../ui/scroll';
import { useGenerationStore } from '../generation/generation-store';
import { shownJobStatus } from '../generation/job-status';
import { generationProgressMessages } from '../generation/progress-messages';
import { resultsOutcome } from '../generation/results-outcome';
import { useRotatingMessage } from '../generation/use-rotating-message';
import { preselectedStyle, type StyleOption } from '../styles/style-options';
import { photoPanel, previewStatus } from './create-art-view';
import type { PhotoPreview } from './photo-frame';
import { PreviewPanel } from './preview-panel';
import { ProcessingView } from './processing-view';
import { UploadZone } from './upload-zone';

const cardClasses = 'rounded-3xl border border-line bg-paper p-5 shadow-soft sm:p-8';

/** The store's photo and job, as the upload zone, the preview panel or the processing view. */
export function PhotoPanel({
  options,
  fileInputRef,
}: {
  options: readonly StyleOption[];
  fileInputRef: RefObject<HTMLInputElement | null>;
}) {
  const userPhoto = useGenerationStore((s) => s.userPhoto);
  const jobStatus = useGenerationStore((s) => s.jobStatus);
  const isLoading = useGenerationStore((s) => s.isLoading);
  const gender = useGenerationStore((s) => s.gender);
  const jobError = useGenerationStore((s) => s.jobError);
  const products = useGenerationStore((s) => s.products);
  const artworkUrl = useGenerationStore((s) => s.artworkUrl);
  const photoCheck = useGenerationStore((s) => s.photoCheck);
  const photoRefusal = useGenerationStore((s) => s.photoRefusal);
  const { choosePhoto, removePhoto, selectStyle, setGender, submit } =
    useGenerationStore.getState();
  // After 'Upload Different Photo' or the remove button, focus lands on the zone's 'Choose File'.
  const [photoRemoved, setPhotoRemoved] = useState(false);
  const onRemovePhoto = () => {
    setPhotoRemoved(true);
    removePhoto();
  };

  // A photo chosen before the styles arrived gets its preselected style when they do; only
  // then, so that a shopper who clears the choice afterwards keeps it cleared.
  const awaitingStyles = useRef(false);
  /** Preselects for a new photo (SPEC §4); false while there is no style to preselect yet. */
  const preselect = () => {
    const { userPhoto: chosen, styleId } = useGenerationStore.getState();
    if (!chosen || styleId !== null) return true;
    const preferred = preselectedStyle(options);
    if (preferred) selectStyle(preferred.id, preferred.title);
    return preferred !== null;
  };
  const onPhotoChosen = async (file: File) => {
    await choosePhoto(file);
    awaitingStyles.current = !preselect();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the styles arrive
  useEffect(() => {
    if (awaitingStyles.current) awaitingStyles.current = !preselect();
  }, [options]);

  const panel = photoPanel(userPhoto !== null, jobStatus);
  // A job that ends while the shopper watches has its outcome brought into view; one found
  // finished on arrival leaves the page at its top.
  const processedHere = useRef(false);
  useEffect(() => {
    if (panel === 'processing') processedHere.current = true;
  });
  if (panel === 'upload' || userPhoto === null) {
    return (
      <UploadZone
        onPhotoChosen={(file) => void onPhotoChosen(file)}
        fileInputRef={fileInputRef}
        busy={isLoading}
        focusOnMount={photoRemoved}
        refusal={photoRefusal}
      />
    );
  }
  if (panel === 'processing') return <Processing photo={userPhoto} />;
  return (
    <div className={cardClasses}>
      <PreviewPanel
        photo={userPhoto}
        photoCheck={photoCheck}
        gender={gender}
        onGenderChange={setGender}
        isLoading={isLoading}
        status={previewStatus(resultsOutcome(jobStatus, products, jobError), artworkUrl)}
        revealStatus={processedHere.current}
        onCreate={() => void submit()}
        onRemovePhoto={onRemovePhoto}
      />
    </div>
  );
}

function Processing({ photo }: { photo: PhotoPreview }) {
  const jobStatus = useGenerationStore((s) => s.jobStatus);
  const photoSent = useGenerationStore((s) => s.photoSent);
  const styleId = useGenerationStore((s) => s.styleId);
  const styleName = useGenerationStore((s) => s.styleName);
  const jobError = useGenerationStore((s) => s.jobError);
  const shown = { jobStatus, photoSent, styleId, styleName, jobError };
  const uploadProgress = useGenerationStore((s) => s.uploadProgress);
  const message = useRotatingMessage(generationProgressMessages(shown));
  const cardRef = useRef<HTMLDivElement>(null);
  // The view is shorter than the panel it replaces: keep the photo and the message in sight.
  useEffect(() => {
    cardRef.current?.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'nearest' });
  }, []);
  return (
    <div ref={cardRef} className={cn(cardClasses, 'scroll-mt-20')}>
      <ProcessingView
        photo={photo}
        message={message}
        uploadProgress={shownJobStatus(shown) === 'uploading' ? uploadProgress : null}
      />
    </div>
  );
}
