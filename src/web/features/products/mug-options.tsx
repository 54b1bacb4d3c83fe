import type { MugDisplayProduct, ProductSelection } from '../../../shared/products/display-product';
import { OptionChip, OptionGroup } from './option-group';

const SWATCHES = { black: '#1B1B1D', white: '#FFFFFF' } as const;

export function MugOptions({
  product,
  selection,
  onChange,
}: {
  product: MugDisplayProduct;
  selection: ProductSelection;
  onChange: (change: Partial<ProductSelection>) => void;
}) {
  const { colors, size } = product.options;
  return (
    <>
      {colors && (
        <OptionGroup
          label="Color"
          chosen={selection.color}
          value={selection.color}
          onChange={(color) => onChange({ color })}
        >
          {colors.map((color) => (
            <OptionChip key={color.name} value={color.name} aria-label={color.name}>
              <span
                aria-hidden
                className="size-5 rounded-full border border-ink/15"
                style={{ backgroundColor: SWATCHES[color.type] }}
              />
              <span aria-hidden>{color.name}</span>
            </OptionChip>
          ))}
        </OptionGroup>
      )}
      <p className="text-sm">
        <span className="font-semibold">Size</span>
        <span className="text-ink-muted">: {size}</span>
      </p>
    </>
  );
}
