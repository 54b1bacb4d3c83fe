import { Clock, ScanFace, Upload, Wand2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { HOW_IT_WORKS_SECTION_ID } from '../../paths';
import { Button } from '../../ui/button';
import { Nowrap } from '../../ui/nowrap';
import { useNavigationActions } from '../navigation/use-navigation-actions';

export interface HeroProps {
  /** 'Upload Your Photo': bring the shopper to the upload zone. */
  onUploadClick: () => void;
  /** The style carousel, beside the headline. */
  carousel: ReactNode;
}

export function Hero({ onUploadClick, carousel }: HeroProps) {
  const { goToSection } = useNavigationActions();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_60%_at_15%_10%,rgb(217_164_65/0.22),transparent_70%),radial-gradient(50%_55%_at_90%_20%,rgb(90_42_79/0.16),transparent_70%),radial-gradient(45%_45%_at_50%_100%,rgb(180_71_31/0.12),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pb-24">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <p className="flex items-center gap-2 rounded-full border border-line bg-paper/80 px-4 py-1.5 text-sm font-medium text-ink-muted">
            <Clock className="size-4 text-primary" aria-hidden />
            Your portrait, painted in 30-60 seconds
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl leading-[1.1] font-semibold sm:text-6xl">
            Turn any face into a{' '}
            <span className="bg-linear-to-r from-primary via-plum to-primary bg-clip-text text-transparent">
              magical masterpiece
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted">
            Upload a photo of one person, choose an art style, and see yourself as a work of art on
            a canvas print, a <Nowrap>t-shirt</Nowrap> or a coffee mug.
          </p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row lg:justify-start">
            <Button size="lg" onClick={onUploadClick}>
              <Upload aria-hidden />
              Upload Your Photo
            </Button>
            <Button
              variant="outline"
              size="lg"
              onClick={() => goToSection(HOW_IT_WORKS_SECTION_ID)}
            >
              <Wand2 aria-hidden />
              How The Magic Works
            </Button>
          </div>
          <p className="mt-8 flex max-w-xl items-start gap-3 rounded-2xl border border-line bg-paper/70 px-5 py-4 text-left text-sm leading-relaxed text-ink-muted">
            <ScanFace className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span>
              <strong className="font-semibold text-ink">Best results:</strong> use a clear photo of
              one person, without sunglasses, in good lighting, facing the camera.
            </span>
          </p>
        </div>
        <div className="w-full min-w-0">{carousel}</div>
      </div>
    </section>
  );
}
