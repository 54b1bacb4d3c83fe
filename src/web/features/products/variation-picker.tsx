import { Check, Loader2, Paintbrush } from 'lucide-react';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { useGenerationStore } from '../generation/generation-store';
import { type VariationSlot, variationSlots } from '../generation/variations-state';

// Four to a row at every width: a quarter of a phone's row each, a fixed small square above.
const SLOT = 'aspect-square w-full rounded-xl sm:w-24';

/**
 * "Pick your favourite": the four variations of the art as thumbnails. The products, the
 * artwork view and new cart lines follow the one picked; those still being painted hold their
 * place. Nothing shows for a job without a choice (one made before there were variations).
 */
export function VariationPicker() {
  const jobId = useGenerationStore((state) => state.jobId);
  const variations = useGenerationStore((state) => state.variations);
  const pickVariation = useGenerationStore((state) => state.pickVariation);
  const slots = jobId && variations.jobId === jobId ? variationSlots(variations) : [];
  if (slots.length === 0) return null;

  return (
    <fieldset className="min-w-0">
      <legend className="font-display text-xl font-semibold">Pick your favourite</legend>
      <p className="text-sm text-ink-muted">Your pick goes on every product.</p>
      <ul className="mt-3 grid grid-cols-4 gap-2 sm:flex sm:gap-3">
        {slots.map((slot) => (
          <li key={slot.variation}>
            {slot.artworkUrl ? (
              <Thumbnail
                slot={{ ...slot, artworkUrl: slot.artworkUrl }}
                picked={slot.variation === variations.picked}
                busy={slot.variation === variations.picking}
                onPick={() => void pickVariation(slot.variation)}
              />
            ) : (
              <StillPainting variation={slot.variation} />
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function Thumbnail({
  slot,
  picked,
  busy,
  onPick,
}: {
  slot: VariationSlot & { artworkUrl: string };
  picked: boolean;
  busy: boolean;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-busy={busy}
      onClick={onPick}
      className={cn(
        SLOT,
        'relative block cursor-pointer overflow-hidden border-2 bg-sand transition-colors',
        picked ? 'border-primary shadow-soft' : 'border-line hover:border-primary/40',
        focusRing,
      )}
    >
      <img
        src={slot.artworkUrl}
        alt={`Variation ${slot.variation + 1}`}
        width={96}
        height={96}
        className="size-full object-cover"
      />
      {picked && !busy && (
        <span className="absolute top-1 right-1 flex size-5 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Check className="size-3.5" aria-hidden />
        </span>
      )}
      {/* Its mock-ups are being made: the products on show stay until they come. */}
      {busy && (
        <span className="absolute inset-0 flex items-center justify-center bg-paper/60">
          <Loader2 className="size-6 animate-spin text-primary" aria-hidden />
        </span>
      )}
    </button>
  );
}

function StillPainting({ variation }: { variation: number }) {
  return (
    <div
      role="img"
      aria-label={`Variation ${variation + 1}, still painting`}
      className={cn(
        SLOT,
        'flex animate-pulse items-center justify-center border-2 border-dashed border-line bg-sand/70 text-ink-muted',
      )}
    >
      <Paintbrush className="size-5" aria-hidden />
    </div>
  );
}
