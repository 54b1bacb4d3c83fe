import { Gift, Palette, Sparkles, Upload } from 'lucide-react';
import { HOW_IT_WORKS_SECTION_ID } from '../../paths';
import { Nowrap } from '../../ui/nowrap';

const STEPS = [
  {
    title: 'Upload Your Photo',
    text: 'Choose a clear photo of one person, facing the camera in good light, without sunglasses.',
    Icon: Upload,
  },
  {
    title: 'See the Magic Happen',
    text: 'Pick an art style and watch your portrait become artwork, usually in 30-60 seconds.',
    Icon: Sparkles,
  },
  {
    title: 'Customize Your Art',
    text: (
      <>
        Put it on a canvas print, a <Nowrap>t-shirt</Nowrap> or a coffee mug, in the size and colour
        you like.
      </>
    ),
    Icon: Palette,
  },
  {
    title: 'Enjoy Your Creations',
    text: 'We print your masterpiece and ship it to your door, ready to hang, wear or sip from.',
    Icon: Gift,
  },
] as const;

/** The four steps from photo to printed goods; the navigation scrolls here. */
export function HowItWorksSection() {
  return (
    <section
      id={HOW_IT_WORKS_SECTION_ID}
      aria-labelledby="how-it-works-title"
      className="scroll-mt-20 border-t border-line/70 bg-paper/60 py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="text-center text-sm font-semibold tracking-widest text-primary uppercase">
          Four simple steps
        </p>
        <h2 id="how-it-works-title" className="mt-2 text-center text-3xl font-semibold sm:text-4xl">
          How It Works
        </h2>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ title, text, Icon }, index) => (
            <li
              key={title}
              className="relative rounded-2xl border border-line bg-paper p-6 shadow-soft"
            >
              <span className="absolute top-5 right-5 font-display text-3xl font-semibold text-gold/60">
                {index + 1}
              </span>
              <span className="flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-primary to-plum text-primary-foreground">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
