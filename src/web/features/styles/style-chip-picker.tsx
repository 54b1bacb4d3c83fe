import { lazy, Suspense, useId } from 'react';
import { CUSTOM_STYLE_ID } from '../../../shared/styles';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { styleIcon } from './style-icon';
import type { StyleOption } from './style-options';

// The painter's vocabulary loads only when a shopper describes their own style.
const DescriptionReading = lazy(async () => ({
  default: (await import('./description-reading')).DescriptionReading,
}));

/** The server keeps custom prompts to this length. */
const CUSTOM_PROMPT_MAX_LENGTH = 1000;

export interface StyleChipPickerProps {
  /** The styles to offer; 'Make My Own' included (see `styleOptions`). */
  options: StyleOption[];
  selectedStyleId: string | null;
  customPrompt: string;
  /**
   * A chip was clicked: the style now chosen, or null when the chosen one was clicked again.
   * The store clears the custom text when another style is chosen (SPEC §4).
   */
  onSelectStyle: (styleId: string | null, styleName: string | null) => void;
  onCustomPromptChange: (text: string) => void;
}

export function StyleChipPicker({
  options,
  selectedStyleId,
  customPrompt,
  onSelectStyle,
  onCustomPromptChange,
}: StyleChipPickerProps) {
  const headingId = useId();
  const promptId = useId();
  const hintId = useId();

  const choose = (option: StyleOption) => {
    if (option.id === selectedStyleId) onSelectStyle(null, null);
    else onSelectStyle(option.id, option.title);
  };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          Choose Your Style
        </h2>
        <p className="mt-1 text-sm text-ink-muted">Tap a style again to clear your choice.</p>
      </div>
      <ul aria-labelledby={headingId} className="flex flex-wrap gap-1.5 sm:gap-2">
        {options.map((option) => {
          const Icon = styleIcon(option.id);
          const selected = option.id === selectedStyleId;
          return (
            <li key={option.id}>
              <button
                type="button"
                aria-pressed={selected}
                disabled={option.disabled}
                onClick={() => choose(option)}
                // No colour transition: a chip caught halfway between its two colours reads
                // at 2.7:1.
                className={cn(
                  'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-3 py-2 text-sm font-medium sm:gap-2 sm:px-4',
                  selected
                    ? 'border-primary bg-primary text-primary-foreground shadow-soft'
                    : 'border-line bg-paper text-ink hover:border-primary/40 hover:bg-sand',
                  'disabled:cursor-not-allowed disabled:border-dashed disabled:bg-sand/60 disabled:text-ink-muted disabled:hover:border-line',
                  focusRing,
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                {option.title}
                {option.disabled && (
                  <>
                    {' '}
                    <span className="text-xs font-normal">(unavailable)</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {selectedStyleId === CUSTOM_STYLE_ID && (
        <div className="flex flex-col gap-2">
          <label htmlFor={promptId} className="text-sm font-semibold">
            Describe your art style
          </label>
          <textarea
            id={promptId}
            value={customPrompt}
            maxLength={CUSTOM_PROMPT_MAX_LENGTH}
            rows={3}
            aria-describedby={hintId}
            placeholder="For example: a watercolour portrait in soft spring colours"
            onChange={(event) => onCustomPromptChange(event.target.value)}
            className={cn(
              'w-full resize-y rounded-xl border border-line bg-paper px-4 py-3 text-base leading-relaxed placeholder:text-ink-muted/70',
              focusRing,
            )}
          />
          <p id={hintId} className="text-xs text-ink-muted">
            Name a medium, a mood or an era. {customPrompt.length}/{CUSTOM_PROMPT_MAX_LENGTH}
          </p>
          <Suspense fallback={null}>
            <DescriptionReading description={customPrompt} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
