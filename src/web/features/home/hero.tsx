import { Upload, Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { Nowrap } from '../../ui/nowrap';
import { HOW_IT_WORKS_SECTION_ID, PATHS } from '../navigation/paths';
import { useNavigationActions } from '../navigation/use-navigation-actions';

export function Hero() {
  const { goToSection } = useNavigationActions();
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_60%_at_15%_10%,rgb(217_164_65/0.22),transparent_70%),radial-gradient(50%_55%_at_90%_20%,rgb(90_42_79/0.16),transparent_70%),radial-gradient(45%_45%_at_50%_100%,rgb(180_71_31/0.12),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-16 pb-24 text-center sm:px-6 sm:pt-24">
        <p className="rounded-full border border-line bg-paper/80 px-4 py-1.5 text-sm font-medium text-ink-muted">
          Your portrait, painted in 30-60 seconds
        </p>
        <h1 className="mt-6 text-4xl leading-[1.1] font-semibold sm:text-6xl">
          Turn any face into a{' '}
          <span className="bg-linear-to-r from-primary via-plum to-primary bg-clip-text text-transparent">
            magical masterpiece
          </span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-muted">
          Upload a photo of one person, choose an art style, and see yourself as a work of art on a
          canvas print, a <Nowrap>t-shirt</Nowrap> or a coffee mug.
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to={PATHS.upload}>
              <Upload aria-hidden />
              Upload Your Photo
            </Link>
          </Button>
          <Button variant="outline" size="lg" onClick={() => goToSection(HOW_IT_WORKS_SECTION_ID)}>
            <Wand2 aria-hidden />
            How The Magic Works
          </Button>
        </div>
      </div>
    </section>
  );
}
