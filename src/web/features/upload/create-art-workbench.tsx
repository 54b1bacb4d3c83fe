import type { RefObject } from 'react';
import { useGenerationStore } from '../generation/generation-store';
import { StyleChipPicker } from '../styles/style-chip-picker';
import type { StyleOption } from '../styles/style-options';
import { CreateArtSection } from './create-art-section';
import { showsStylePicker } from './create-art-view';
import { PhotoPanel } from './photo-panel';

/**
 * Where a shopper makes art: the photo panel (upload zone, preview, processing) and the style
 * chips beside it. Home and /upload both show this one workbench.
 */
export function CreateArtWorkbench({
  options,
  fileInputRef,
}: {
  options: StyleOption[];
  fileInputRef: RefObject<HTMLInputElement | null>;
}) {
  const jobStatus = useGenerationStore((s) => s.jobStatus);
  const styleId = useGenerationStore((s) => s.styleId);
  const customPrompt = useGenerationStore((s) => s.customPrompt);
  const { selectStyle, setCustomPrompt } = useGenerationStore.getState();
  return (
    <CreateArtSection
      panel={<PhotoPanel options={options} fileInputRef={fileInputRef} />}
      picker={
        showsStylePicker(jobStatus) && (
          <StyleChipPicker
            options={options}
            selectedStyleId={styleId}
            customPrompt={customPrompt}
            onSelectStyle={selectStyle}
            onCustomPromptChange={setCustomPrompt}
          />
        )
      }
    />
  );
}
