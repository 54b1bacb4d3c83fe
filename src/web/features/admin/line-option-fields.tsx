import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { inputClasses } from '../../ui/input-classes';

/** The variant chosen per line, by the line's place; a line left as bought is absent. */
export type LineChoices = Record<number, number>;

/**
 * For each line the partner may make in another option at the price paid (a size or colour it
 * no longer makes), a choice of those options; the line stays as bought unless one is picked.
 */
export function LineOptionFields({
  lines,
  chosen,
  onChange,
}: {
  lines: AdminOrderDetail['lines'];
  chosen: LineChoices;
  onChange: (chosen: LineChoices) => void;
}) {
  const changeable = lines.flatMap((line, index) =>
    line.variant_choices.length > 0 ? [{ line, index }] : [],
  );
  if (changeable.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="mb-1 text-sm font-semibold">Products</legend>
      {changeable.map(({ line, index }) => {
        const asBought = Object.values(line.options).join(', ');
        return (
          <label key={index} className="flex flex-col gap-1 text-sm">
            {line.quantity} × {line.title}
            <select
              value={chosen[index] ?? ''}
              onChange={(event) => {
                const { [index]: _left, ...others } = chosen;
                const picked = event.target.value;
                onChange(picked === '' ? others : { ...others, [index]: Number(picked) });
              }}
              className={inputClasses}
            >
              <option value="">As bought: {asBought}</option>
              {line.variant_choices.map((choice) => (
                <option key={choice.variant_id} value={choice.variant_id}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </fieldset>
  );
}
