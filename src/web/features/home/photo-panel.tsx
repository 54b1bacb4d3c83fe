import { type RefObject, useEffect, useRef, useState } from 'react';
import { cn } from '../../ui/cn';
import { useGenerationStore } from '../generation/generation-store';
import { progressMessages } from '../generation/progress-messages';
import { useRotatingMessage } from '../generation/use-rotating-message';
import { preferredScrollBehavior } from '../navigation/scroll';
import { preselectedStyle, type StyleOption } from '../styles/style-options';
import type { PhotoPreview } from '../upload/photo-frame';
import { PreviewPanel } from '../upload/preview-panel';
import { ProcessingView } from '../upload/processing-view';
import { UploadZone } from '../upload/upload-zone';
import { photoPanel } from './home-view';

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
  const { choosePhoto, removePhoto, selectStyle, setGender, submit } =
    useGenerationStore.getState();
  // After 'Upload Different Photo' or the remove button, focus lands on the zone's 'Choose File'.
  const [photoRemoved, setPhotoRemoved] = useState(false);
  const onRemovePhoto = () => {
    setPhotoRemoved(true);
    removePhoto();
  };

  const onPhotoChosen = async (file: File) => {
    await choosePhoto(file);
    const { userPhoto: chosen, styleId } = useGenerationStore.getState();
    const preferred = preselectedStyle(options);
    if (chosen && styleId === null && preferred) selectStyle(preferred.id, preferred.title);
  };

  const panel = photoPanel(userPhoto !== null, jobStatus);
  if (panel === 'upload' || userPhoto === null) {
    return (
      <UploadZone
        onPhotoChosen={(file) => void onPhotoChosen(file)}
        fileInputRef={fileInputRef}
        busy={isLoading}
        focusOnMount={photoRemoved}
      />
    );
  }
  if (panel === 'processing') return <Processing photo={userPhoto} />;
  return (
    <div className={cardClasses}>
      <PreviewPanel
        photo={userPhoto}
        gender={gender}
        onGenderChange={setGender}
        isLoading={isLoading}
        onCreate={() => void submit()}
        onRemovePhoto={onRemovePhoto}
      />
    </div>
  );
}

function Processing({ photo }: { photo: PhotoPreview }) {
  const jobStatus = useGenerationStore((s) => s.jobStatus);
  const styleName = useGenerationStore((s) => s.styleName);
  const jobError = useGenerationStore((s) => s.jobError);
  const uploadProgress = useGenerationStore((s) => s.uploadProgress);
  const message = useRotatingMessage(progressMessages(jobStatus, styleName, jobError));
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
        uploadProgress={jobStatus === 'uploading' ? uploadProgress : null}
      />
    </div>
  );
}
