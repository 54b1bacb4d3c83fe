import { RefreshCw, Wand2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CUSTOM_STYLE_ID } from '../../../shared/styles';
import { usePromptStyles } from '../../api/prompt-styles';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../ui/dialog';
import { focusRing } from '../../ui/focus-ring';
import { inputClasses } from '../../ui/input-classes';
import { useGenerationStore } from '../generation/generation-store';
import { StyleImage } from '../styles/style-image';
import { styleOptions } from '../styles/style-options';
import { type SameLook, sameLook } from './same-look';

/**
 * "Try another look": the same photo painted again, with no new upload: four more in the same
 * style, or in another style, or in the shopper's own words. The page then shows the new art
 * being made, and its products.
 */
export function AnotherLookDialog() {
  const [open, setOpen] = useState(false);
  const tryAnotherLook = useGenerationStore((state) => state.tryAnotherLook);
  const paint = (styleId: string, styleName: string | null, customPrompt = '') => {
    setOpen(false);
    void tryAnotherLook({ styleId, styleName, customPrompt });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Wand2 aria-hidden />
          Try another look
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Try another look</DialogTitle>
          <DialogDescription>
            Four new variations of your photo, with no new upload. This artwork stays in My
            Artworks.
          </DialogDescription>
        </DialogHeader>
        <LookChoices paint={paint} />
      </DialogContent>
    </Dialog>
  );
}

type Paint = (styleId: string, styleName: string | null, customPrompt?: string) => void;

/**
 * The art's own style first, then the others and a description of one's own; the styles load
 * when opened.
 */
function LookChoices({ paint }: { paint: Paint }) {
  const { register, handleSubmit, watch } = useForm({ defaultValues: { words: '' } });
  const { styles } = usePromptStyles();
  const styleId = useGenerationStore((state) => state.styleId);
  const customPrompt = useGenerationStore((state) => state.customPrompt);
  const named = styleOptions(styles).filter((style) => style.id !== CUSTOM_STYLE_ID);
  const same = sameLook(named, styleId, customPrompt);
  const others = named.filter((style) => style.id !== same?.styleId);
  const paintWords = handleSubmit(({ words }) => {
    if (words.trim()) paint(CUSTOM_STYLE_ID, null, words);
  });

  return (
    <>
      {same && (
        <>
          <FourMore
            look={same}
            onPaint={() => paint(same.styleId, same.styleName, same.customPrompt)}
          />
          <h3 className="text-sm font-medium">Or another style</h3>
        </>
      )}
      <ul aria-label="Styles" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {others.map((style) => (
          <li key={style.id}>
            <button
              type="button"
              disabled={style.disabled}
              onClick={() => paint(style.id, style.title)}
              className="flex w-full cursor-pointer flex-col gap-1.5 rounded-xl border border-line p-1.5 text-left text-sm font-medium transition-colors hover:border-primary/40 hover:bg-sand disabled:cursor-not-allowed disabled:opacity-50"
            >
              <StyleImage
                src={style.imageSrc}
                fallbackSrc={style.fallbackSrc}
                alt=""
                loading="lazy"
                className="aspect-square w-full rounded-lg bg-sand object-cover"
              />
              <span className="px-1 pb-0.5">{style.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={paintWords} className="flex flex-col gap-2">
        <label htmlFor="another-look-words" className="text-sm font-medium">
          Or describe your own
        </label>
        <textarea
          id="another-look-words"
          {...register('words')}
          maxLength={1000}
          rows={2}
          placeholder="A watercolour of me as a queen in a spring garden"
          className={inputClasses}
        />
        <Button
          type="submit"
          variant="secondary"
          className="self-start"
          disabled={!watch('words').trim()}
        >
          Paint my description
        </Button>
      </form>
    </>
  );
}

/** Four more variations in the style of the art on show. */
function FourMore({ look, onPaint }: { look: SameLook; onPaint: () => void }) {
  const titleId = useId();
  const styleNameId = useId();
  return (
    <button
      type="button"
      onClick={onPaint}
      aria-labelledby={titleId}
      aria-describedby={styleNameId}
      className={cn(
        'flex w-full cursor-pointer items-center gap-3 rounded-xl border-2 border-primary/60 bg-paper p-2 text-left transition-colors hover:border-primary hover:bg-sand',
        focusRing,
      )}
    >
      <StyleImage
        src={look.imageSrc}
        fallbackSrc={look.fallbackSrc}
        alt=""
        className="size-16 shrink-0 rounded-lg bg-sand object-cover"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span id={titleId} className="flex items-center gap-1.5 font-semibold text-primary">
          <RefreshCw className="size-4 shrink-0" aria-hidden />
          Four more in this style
        </span>
        <span id={styleNameId} className="truncate text-sm text-ink-muted">
          {look.label}
        </span>
      </span>
    </button>
  );
}
