import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { PiggyBank, Truck, Zap } from 'lucide-react';
import type { ApiShippingMethod } from '../../../../shared/api/shipping';
import { formatShippingPrice } from '../../../../shared/money';
import { cn } from '../../../ui/cn';
import { focusRing } from '../../../ui/focus-ring';

/** Express and rush, economy, and everything else each have their own icon (SPEC §2). */
export function methodIcon(name: string) {
  const lower = name.toLowerCase();
  if (lower.includes('express') || lower.includes('rush')) return Zap;
  if (lower.includes('economy')) return PiggyBank;
  return Truck;
}

function deliveryWindow(method: ApiShippingMethod): string | null {
  const { min_delivery_days: min, max_delivery_days: max } = method;
  return min !== undefined && max !== undefined ? `${min}-${max} days` : null;
}

/** The quoted methods as a radio list: one to choose, by pointer or arrow keys. */
export function ShippingMethodList({
  methods,
  selectedId,
  onSelect,
}: {
  methods: ApiShippingMethod[];
  selectedId: number | null;
  onSelect: (method: ApiShippingMethod) => void;
}) {
  return (
    <RadioGroupPrimitive.Root
      aria-labelledby="shipping-methods-title"
      value={selectedId === null ? '' : String(selectedId)}
      onValueChange={(value) => {
        const method = methods.find((m) => String(m.id) === value);
        if (method) onSelect(method);
      }}
      className="flex flex-col gap-3"
    >
      {methods.map((method) => {
        const Icon = methodIcon(method.name);
        const window = deliveryWindow(method);
        return (
          <RadioGroupPrimitive.Item
            key={method.id}
            value={String(method.id)}
            className={cn(
              'flex w-full cursor-pointer items-start gap-3 rounded-xl border border-line bg-paper p-4 text-left transition-colors',
              'hover:border-primary/40 data-[state=checked]:border-primary data-[state=checked]:bg-primary/5',
              focusRing,
            )}
          >
            <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="font-semibold">{method.name}</span>
              <span className="text-sm text-ink-muted">Handling days: {method.handling_days}</span>
              {method.description && (
                <span className="text-sm text-ink-muted">{method.description}</span>
              )}
            </span>
            <span className="flex shrink-0 flex-col items-end gap-0.5">
              <span className="font-semibold">{formatShippingPrice(method.price)}</span>
              {window && <span className="text-sm text-ink-muted">{window}</span>}
            </span>
          </RadioGroupPrimitive.Item>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}
