import { Wand2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { CUSTOM_STYLE_ID } from '../../../shared/styles';
import { usePromptStyles } from '../../api/prompt-styles';
import { Button } from '../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../ui/dialog';
import { inputClasses } from '../../ui/input-classes';
import { useGenerationStore } from '../generation/generation-store';
import { StyleImage } from '../styles/style-image';
import { styleOptions } from '../styles/style-options';

/**
 * "Try another look": the same photo painted in another style, or in the shopper's own
 * words, with no new upload. The page then shows the new art being made, and its products.
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
            Your photo in another style, with no new upload. This artwork stays in My Artworks.
          </DialogDescription>
        </DialogHeader>
        <LookChoices paint={paint} />
      </DialogContent>
    </Dialog>
  );
}

/** The styles to choose from and a description of one's own; the styles load when opened. */
function LookChoices({
  paint,
}: {
  paint: (styleId: string, styleName: string | null, customPrompt?: string) => void;
}) {
  const [words, setWords] = useState('');
  const { styles } = usePromptStyles();
  const named = styleOptions(styles).filter((style) => style.id !== CUSTOM_STYLE_ID);
  const paintWords = (event: FormEvent) => {
    event.preventDefault();
    if (words.trim()) paint(CUSTOM_STYLE_ID, null, words);
  };

  return (
    <>
      <ul aria-label="Styles" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {named.map((style) => (
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
          value={words}
          maxLength={1000}
          rows={2}
          onChange={(event) => setWords(event.target.value)}
          placeholder="A watercolour of me as a queen in a spring garden"
          className={inputClasses}
        />
        <Button type="submit" variant="secondary" className="self-start" disabled={!words.trim()}>
          Paint my description
        </Button>
      </form>
    </>
  );
}
