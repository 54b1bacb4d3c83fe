import { formatCents } from '../../../shared/money';
import type {
  CanvasDisplayProduct,
  ProductSelection,
} from '../../../shared/products/display-product';
import { OptionChip, OptionGroup } from './option-group';

export function CanvasOptions({
  product,
  selection,
  onChange,
}: {
  product: CanvasDisplayProduct;
  selection: ProductSelection;
  onChange: (change: Partial<ProductSelection>) => void;
}) {
  return (
    <OptionGroup
      label="Size"
      chosen={selection.size}
      value={selection.size}
      onChange={(size) => onChange({ size })}
    >
      {product.options.variants.map((variant) => (
        <OptionChip
          key={variant.id}
          value={variant.size}
          disabled={!variant.isAvailable}
          aria-label={`${variant.size}, ${variant.depth} deep, ${formatCents(variant.price)}${variant.isAvailable ? '' : ', sold out'}`}
          className="flex-col items-start gap-0 py-2"
        >
          <span>{variant.size}</span>
          <span className="text-xs font-normal text-ink-muted">
            {variant.depth} deep · {formatCents(variant.price)}
          </span>
        </OptionChip>
      ))}
    </OptionGroup>
  );
}
