import { Coffee, Frame, Shirt } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import type { DisplayProduct, DisplayProductType } from '../../../shared/products/display-product';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';

const ICONS: Record<DisplayProductType, typeof Shirt> = {
  tshirt: Shirt,
  canvas: Frame,
  coffeeMug: Coffee,
};

export const tabId = (product: DisplayProduct) => `product-tab-${product.type}`;
export const panelId = (product: DisplayProduct) => `product-panel-${product.type}`;

/** Arrow keys, Home and End move along the tabs, as the ARIA tabs pattern has it. */
function nextIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** One tab per product type: an icon on phones, the product's picture on larger screens. */
export function ProductTabs({
  products,
  selectedId,
  onSelect,
}: {
  products: readonly DisplayProduct[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextIndex(event.key, index, products.length);
    const product = next === null ? undefined : products[next];
    if (next === null || !product) return;
    event.preventDefault();
    onSelect(product.id);
    tabs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label="Product types" className="grid grid-cols-3 gap-2 sm:gap-4">
      {products.map((product, index) => {
        const selected = product.id === selectedId;
        const Icon = ICONS[product.type];
        return (
          <button
            key={product.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(product)}
            aria-selected={selected}
            // Only the chosen product's panel is rendered; pointing elsewhere names nothing.
            aria-controls={selected ? panelId(product) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(product.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border bg-paper p-2 text-sm font-semibold transition-colors sm:p-3',
              selected
                ? 'border-primary text-primary shadow-soft'
                : 'border-line text-ink-muted hover:border-primary/40 hover:text-ink',
              focusRing,
            )}
          >
            <Icon className="size-6 sm:hidden" aria-hidden />
            <img
              src={product.primaryImage}
              alt=""
              width={160}
              height={160}
              className="hidden aspect-square w-full rounded-xl bg-sand object-cover sm:block"
            />
            <span>{product.title}</span>
          </button>
        );
      })}
    </div>
  );
}
