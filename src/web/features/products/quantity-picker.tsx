import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { PRODUCT_QUANTITY } from '../../../shared/constants';
import { Button } from '../../ui/button';

/** 1 to 10 on the product page (SPEC §5 "Quantity"). */
export function QuantityPicker({
  quantity,
  onChange,
}: {
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2.5">
      <p className="text-sm font-semibold" id={labelId}>
        Quantity
      </p>
      <div className="flex items-center gap-3">
        <Button
          variant="outline"
          size="icon"
          aria-label="Decrease quantity"
          disabled={quantity <= PRODUCT_QUANTITY.min}
          onClick={() => onChange(quantity - 1)}
        >
          <Minus aria-hidden />
        </Button>
        <output aria-labelledby={labelId} className="w-8 text-center text-lg font-semibold">
          {quantity}
        </output>
        <Button
          variant="outline"
          size="icon"
          aria-label="Increase quantity"
          disabled={quantity >= PRODUCT_QUANTITY.max}
          onClick={() => onChange(quantity + 1)}
        >
          <Plus aria-hidden />
        </Button>
      </div>
    </div>
  );
}
