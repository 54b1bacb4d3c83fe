import type { ReactNode } from 'react';
import { cn } from '../../ui/cn';

/** Where the hero's 'Upload Your Photo' and the slides' buttons bring the shopper. */
export const CREATE_ART_SECTION_ID = 'create-your-art';

/**
 * The workbench below the hero: the style chips, then the photo panel beside them (below them
 * on a phone), so a shopper meets the styles before 'Create My Art', on screen and read aloud.
 */
export function CreateArtSection({ panel, picker }: { panel: ReactNode; picker: ReactNode }) {
  return (
    <section
      id={CREATE_ART_SECTION_ID}
      aria-label="Create your art"
      className="scroll-mt-20 border-t border-line/70 bg-paper/40 py-14 sm:py-20"
    >
      <div
        className={cn(
          'mx-auto grid gap-6 px-4 sm:px-6 lg:gap-8',
          picker ? 'max-w-6xl lg:grid-cols-[1fr_1.15fr]' : 'max-w-2xl',
        )}
      >
        {picker && (
          <div className="min-w-0 rounded-3xl border border-line bg-paper p-5 shadow-soft sm:p-8 lg:self-start">
            {picker}
          </div>
        )}
        <div className="min-w-0">{panel}</div>
      </div>
    </section>
  );
}
