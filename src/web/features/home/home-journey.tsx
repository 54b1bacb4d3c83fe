import { memo, useDeferredValue, useMemo, useRef } from 'react';
import type { PromptStyle } from '../../../shared/api/generation';
import { usePromptStyles } from '../../api/prompt-styles';
import { scrollToSection, scrollToTop } from '../../ui/scroll';
import { useGenerationStore } from '../generation/generation-store';
import { resultsOutcome } from '../generation/results-outcome';
import { StyleCarousel } from '../styles/style-carousel';
import { type StyleOption, styleOptions } from '../styles/style-options';
import { CREATE_ART_SECTION_ID } from '../upload/create-art-section';
import { isJobWorking } from '../upload/create-art-view';
import { CreateArtWorkbench } from '../upload/create-art-workbench';
import { Hero } from './hero';
import { HowItWorksSection } from './how-it-works-section';
import { PromoSection } from './promo-section';
import { promoVariant } from './promo-variant';
import { ResultsView } from './results-view';

/**
 * The home page's journey (SPEC §2), wired to the generation store and the styles call. The
 * styles arrive after the first paint; drawing the carousel they fill is a deferred, time-sliced
 * render, so a phone stays responsive while it happens instead of freezing for one long task.
 */
export function HomeJourney() {
  const { styles, isLoading } = usePromptStyles();
  return (
    <HomeJourneyView
      styles={useDeferredValue(styles)}
      stylesLoading={useDeferredValue(isLoading)}
    />
  );
}

interface HomeJourneyViewProps {
  styles: PromptStyle[];
  stylesLoading: boolean;
}

const HomeJourneyView = memo(function HomeJourneyView({
  styles,
  stylesLoading,
}: HomeJourneyViewProps) {
  const options = useMemo(() => styleOptions(styles), [styles]);
  const userPhoto = useGenerationStore((s) => s.userPhoto);
  const jobStatus = useGenerationStore((s) => s.jobStatus);
  const jobError = useGenerationStore((s) => s.jobError);
  const products = useGenerationStore((s) => s.products);
  const paintedAs = useGenerationStore((s) => s.paintedAs);
  const styleId = useGenerationStore((s) => s.styleId);
  const { selectStyle, reset, retry } = useGenerationStore.getState();
  const fileInputRef = useRef<HTMLInputElement>(null);

  const openUpload = () => {
    scrollToSection(CREATE_ART_SECTION_ID);
    // The zone is only there before a photo is chosen; then this opens its file chooser.
    fileInputRef.current?.click();
  };
  const startOver = () => {
    reset();
    scrollToTop();
  };
  const tryAgain = () => {
    retry();
    scrollToSection(CREATE_ART_SECTION_ID);
  };
  const selectOption = (option: StyleOption) => selectStyle(option.id, option.title);
  const startWithStyle = (option: StyleOption) => {
    if (option.id !== styleId) selectOption(option);
    scrollToSection(CREATE_ART_SECTION_ID);
  };

  const outcome = resultsOutcome(jobStatus, products, jobError, paintedAs);
  const hasPhoto = userPhoto !== null;

  return (
    <>
      {outcome ? (
        <ResultsView outcome={outcome} onReset={startOver} onRetry={tryAgain} />
      ) : (
        <>
          <Hero
            onUploadClick={openUpload}
            carousel={
              <StyleCarousel
                options={options}
                isLoading={stylesLoading}
                selectedStyleId={styleId}
                onSelectStyle={selectOption}
                onStartWithStyle={startWithStyle}
                autoplayHeld={hasPhoto}
              />
            }
          />
          <CreateArtWorkbench options={options} fileInputRef={fileInputRef} />
        </>
      )}
      <HowItWorksSection />
      <PromoSection
        variant={promoVariant({ jobStatus, hasPhoto, hasProducts: products.length > 0 })}
        photoUrl={userPhoto?.previewUrl ?? null}
        onCreateMore={() =>
          isJobWorking(jobStatus) ? scrollToSection(CREATE_ART_SECTION_ID) : startOver()
        }
        onUploadPhoto={openUpload}
      />
    </>
  );
});
