import { Camera, Glasses, ScanFace, Sun } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { usePromptStyles } from '../api/prompt-styles';
import { styleOptions } from '../features/styles/style-options';
import { CreateArtWorkbench } from '../features/upload/create-art-workbench';
import { PageHeader } from '../ui/page-header';

const TIPS = [
  { text: 'A clear photo of one person', Icon: ScanFace },
  { text: 'No sunglasses', Icon: Glasses },
  { text: 'Good lighting', Icon: Sun },
  { text: 'Facing the camera', Icon: Camera },
] as const;

/**
 * The photo comes first: the same workbench as home, under the advice that makes good art.
 * A job finishing here announces itself and moves on to /products (use-finished-job-redirect).
 */
export function UploadPage() {
  const { styles } = usePromptStyles();
  const options = useMemo(() => styleOptions(styles), [styles]);
  const fileInputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-12 pb-8 sm:px-6">
        <PageHeader title="Upload Your Photo" className="items-center text-center">
          Every masterpiece starts with a photo. Creating your art typically takes 30-60 seconds.
        </PageHeader>
        <ul className="grid w-full gap-3 sm:grid-cols-2" aria-label="Photo tips">
          {TIPS.map(({ text, Icon }) => (
            <li key={text} className="flex items-center gap-3 rounded-xl bg-sand/70 px-4 py-3">
              <Icon className="size-5 text-primary" aria-hidden />
              <span className="font-medium">{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <CreateArtWorkbench options={options} fileInputRef={fileInputRef} />
    </div>
  );
}
