import { useId } from 'react';
import type {
  ProductSelection,
  TshirtDisplayProduct,
} from '../../../shared/products/display-product';
import { isSizeAvailable, unavailableSizeLabel } from '../../../shared/products/product-selection';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../ui/tooltip';
import { OptionChip, OptionGroup } from './option-group';

type Change = (change: Partial<ProductSelection>) => void;

/** Colour swatches, then sizes; a size the colour does not come in cannot be chosen. */
export function TshirtOptions({
  product,
  selection,
  onChange,
}: {
  product: TshirtDisplayProduct;
  selection: ProductSelection;
  onChange: Change;
}) {
  const { colors, sizes } = product.options;
  const color = selection.color;
  const chooseColor = (name: string) => {
    // A size the new colour lacks would leave an impossible choice behind.
    const keepSize = selection.size && isSizeAvailable(product, name, selection.size);
    onChange({ color: name, size: keepSize ? selection.size : undefined });
  };
  return (
    <>
      <OptionGroup label="Color" chosen={color} value={color} onChange={chooseColor}>
        {colors.map((option) => (
          <OptionChip key={option.id} value={option.name} aria-label={option.name}>
            <span
              aria-hidden
              className="size-5 rounded-full border border-ink/15"
              style={{ backgroundColor: option.hex }}
            />
            <span aria-hidden className="hidden sm:inline">
              {option.name}
            </span>
          </OptionChip>
        ))}
      </OptionGroup>
      <OptionGroup
        label="Size"
        chosen={selection.size}
        value={selection.size}
        onChange={(size) => onChange({ size })}
      >
        {sizes.map((size) => (
          <SizeChip
            key={size}
            size={size}
            unavailableIn={color && !isSizeAvailable(product, color, size) ? color : null}
          />
        ))}
      </OptionGroup>
    </>
  );
}

function SizeChip({ size, unavailableIn }: { size: string; unavailableIn: string | null }) {
  const hintId = useId();
  if (!unavailableIn) return <OptionChip value={size}>{size}</OptionChip>;
  const hint = unavailableSizeLabel(size, unavailableIn);
  return (
    <Tooltip>
      {/* A disabled button gets no pointer events; the wrapper carries the tooltip. */}
      <TooltipTrigger asChild>
        <span className="inline-flex">
          <OptionChip value={size} disabled aria-describedby={hintId}>
            {size}
          </OptionChip>
          <span id={hintId} className="sr-only">
            {hint}
          </span>
        </span>
      </TooltipTrigger>
      <TooltipContent>{hint}</TooltipContent>
    </Tooltip>
  );
}
