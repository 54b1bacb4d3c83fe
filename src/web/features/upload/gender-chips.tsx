import * as RadioGroup from '@radix-ui/react-radio-group';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { GENDERS, type Gender } from '../../../shared/api/generation';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';

const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  non_binary: 'Non-binary',
};

export interface GenderChipsProps {
  value: Gender | null;
  onChange: (gender: Gender) => void;
  disabled?: boolean;
}

/** The gender the artwork should portray (SPEC §3 upload parameters), as one-choice chips. */
export function GenderChips({ value, onChange, disabled = false }: GenderChipsProps) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2.5">
      <p id={labelId} className="text-sm font-semibold">
        Gender
      </p>
      <RadioGroup.Root
        aria-labelledby={labelId}
        aria-required
        value={value ?? ''}
        onValueChange={(next) => onChange(next as Gender)}
        disabled={disabled}
        orientation="horizontal"
        className="flex flex-wrap gap-2"
      >
        {GENDERS.map((gender) => (
          <RadioGroup.Item
            key={gender}
            value={gender}
            className={cn(
              'group inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors',
              'border-line bg-paper text-ink hover:border-primary/40 hover:bg-sand',
              'data-[state=checked]:border-plum data-[state=checked]:bg-plum data-[state=checked]:text-canvas',
              'disabled:cursor-not-allowed disabled:opacity-50',
              focusRing,
            )}
          >
            <Check className="hidden size-4 group-data-[state=checked]:block" aria-hidden />
            {GENDER_LABELS[gender]}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
