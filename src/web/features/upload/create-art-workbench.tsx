import type { RefObject } from 'react';
import { useGenerationStore } from '../generation/generation-store';
import { CreateArtSection } from '../home/create-art-section';
import { showsStylePicker } from '../home/home-view';
import { PhotoPanel } from '../home/photo-panel';
import { StyleChipPicker } from '../styles/style-chip-picker';
import type { StyleOption } from '../styles/style-options';

/**
 * Where a shopper makes art: the photo panel (upload zone, preview, processing) and the style
 * chips beside it. Home and /upload both show this one workbench.
 */
export function CreateArtWorkbench({
  options,
  fileInputRef,
  onStyleChosen,
}: {
  options: StyleOption[];
  fileInputRef: RefObject<HTMLInputElement | null>;
  /** Told when the shopper picks a style with the chips. */
  onStyleChosen?: () => void;
}) {
  const jobStatus = useGenerationStore((s) => s.jobStatus);
  const styleId = useGenerationStore((s) => s.styleId);
  const customPrompt = useGenerationStore((s) => s.customPrompt);
  const { selectStyle, setCustomPrompt } = useGenerationStore.getState();
  const chooseStyle = (id: string | null, name: string | null) => {
    onStyleChosen?.();
    selectStyle(id, name);
  };
  return (
    <CreateArtSection
      panel={<PhotoPanel options={options} fileInputRef={fileInputRef} />}
      picker={
        showsStylePicker(jobStatus) && (
          <StyleChipPicker
            options={options}
            selectedStyleId={styleId}
            customPrompt={customPrompt}
            onSelectStyle={chooseStyle}
            onCustomPromptChange={setCustomPrompt}
          />
        )
      }
    />
  );
}
