import { CreditCard, FlaskConical } from 'lucide-react';
import {
  type ComponentProps,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { cn } from '../../ui/cn';
import { inputClasses } from '../../ui/input-classes';
import {
  CARD_BRAND_NAMES,
  CARD_FIELD_ORDER,
  type CardBrand,
  type CardField,
  type CardFields,
  cardBrand,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  readCard,
  ZIP_DIGITS,
} from './card-rules';
import { confirmLocalPayment, localConfirmBody, localOutcome } from './local-card-api';
import type { CardFormProps, PaymentFormHandle } from './payment-outcome';

export type LocalCardFormProps = CardFormProps & {
  ref?: Ref<PaymentFormHandle>;
  /** Where a bank's authentication page is opened; the whole window goes there by default. */
  navigate?: (url: string) => void;
};

const EMPTY: CardFields = { number: '', expiry: '', cvc: '', zip: '' };

function openInWindow(url: string) {
  window.location.assign(url);
}

/**
 * The local card processor's test-mode form, laid out like Stripe's Payment Element in tabs so
 * the checkout looks the same with either provider. Messages appear once a field is left or a
 * payment is attempted, never while the shopper is still typing into an untouched field.
 */
export function LocalCardForm({
  clientSecret,
  paymentIntentId,
  onReadyChange,
  ref,
  navigate = openInWindow,
}: LocalCardFormProps) {
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const [shown, setShown] = useState<ReadonlySet<CardField>>(new Set());
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});

  useEffect(() => onReadyChange(true), [onReadyChange]);

  useImperativeHandle(
    ref,
    () => ({
      async confirm(input) {
        const check = readCard(fields, new Date());
        if (!check.ok) {
          setShown(new Set(CARD_FIELD_ORDER));
          const [first] = check.errors;
          inputs.current[first.field]?.focus();
          return { status: 'failed', message: first.message };
        }
        setBusy(true);
        const body = localConfirmBody(check.card, clientSecret, input);
        const result = await confirmLocalPayment(paymentIntentId, body);
        const outcome = localOutcome(result, navigate);
        // While the window leaves for the bank, the form stays as it was sent.
        if (outcome.status !== 'redirecting') setBusy(false);
        return outcome;
      },
    }),
    [fields, clientSecret, paymentIntentId, navigate],
  );

  const check = readCard(fields, new Date());
  const brand = cardBrand(fields.number);
  const errorOf = (field: CardField) =>
    check.ok || !shown.has(field)
      ? undefined
      : check.errors.find((error) => error.field === field)?.message;

  const control = (field: CardField) => {
    const error = errorOf(field);
    return {
      id: `${id}-${field}`,
      ref: (input: HTMLInputElement | null) => {
        inputs.current[field] = input;
      },
      value: fields[field],
      onBlur: () => setShown((before) => new Set(before).add(field)),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
      className: inputClasses,
      type: 'text',
      inputMode: 'numeric',
      spellCheck: false,
    } satisfies ComponentProps<'input'>;
  };
  const numberControl = control('number');
  const update = (field: CardField, value: string) =>
    setFields((before) => ({ ...before, [field]: value }));

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label="Payment method" className="flex">
        <button
          type="button"
          role="tab"
          id={`${id}-tab`}
          aria-selected="true"
          aria-controls={`${id}-panel`}
          className="flex min-w-32 cursor-default flex-col items-start gap-1 rounded-xl border-2 border-primary bg-paper px-3.5 py-2.5 text-sm font-semibold text-primary shadow-soft"
        >
          <CreditCard className="size-5" aria-hidden />
          Card
        </button>
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab`}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col gap-2 rounded-xl border border-gold/60 bg-gold-soft p-3 text-sm sm:flex-row sm:items-center sm:gap-3">
          <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-gold px-2.5 py-0.5 text-xs font-bold tracking-wide text-ink uppercase">
            <FlaskConical className="size-3.5" aria-hidden />
            Test mode
          </span>
          <p>
            No real card is charged. Use{' '}
            <span className="whitespace-nowrap">4242 4242 4242 4242</span> with any future date, any
            CVC and any ZIP.
          </p>
        </div>
        <fieldset disabled={busy} className="grid grid-cols-2 gap-3 disabled:opacity-70">
          <legend className="sr-only">Card details</legend>
          <Field id={`${id}-number`} label="Card number" error={errorOf('number')} wide>
            <div className="relative">
              <input
                {...numberControl}
                aria-describedby={
                  [numberControl['aria-describedby'], brand && `${id}-brand`]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                className={cn(inputClasses, brandRoom(brand))}
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
                onChange={(e) => update('number', formatCardNumber(e.target.value))}
              />
              {brand ? (
                <span
                  id={`${id}-brand`}
                  className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-xs font-semibold text-ink-muted"
                >
                  {CARD_BRAND_NAMES[brand]}
                </span>
              ) : (
                <CreditCard
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-ink-muted"
                />
              )}
            </div>
          </Field>
          <Field id={`${id}-expiry`} label="Expiration date" error={errorOf('expiry')}>
            <input
              {...control('expiry')}
              autoComplete="cc-exp"
              placeholder="MM / YY"
              onChange={(e) => {
                const deleting = e.target.value.length < fields.expiry.length;
                update('expiry', formatExpiry(e.target.value, deleting));
              }}
            />
          </Field>
          <Field id={`${id}-cvc`} label="Security code" error={errorOf('cvc')}>
            <input
              {...control('cvc')}
              autoComplete="cc-csc"
              placeholder="CVC"
              onChange={(e) => update('cvc', digitsOnly(e.target.value).slice(0, 4))}
            />
          </Field>
          <Field id={`${id}-country`} label="Country" wide="on-phones">
            <select id={`${id}-country`} autoComplete="country" className={inputClasses}>
              <option value="US">United States</option>
            </select>
          </Field>
          <Field id={`${id}-zip`} label="ZIP code" error={errorOf('zip')} wide="on-phones">
            <input
              {...control('zip')}
              autoComplete="postal-code"
              placeholder="12345"
              onChange={(e) => update('zip', digitsOnly(e.target.value).slice(0, ZIP_DIGITS))}
            />
          </Field>
        </fieldset>
      </div>
    </div>
  );
}

/**
 * Room at the input's end for the brand's name, as much as that name needs: room for the
 * longest name whatever the brand cut a 16-digit number off at phone width.
 */
function brandRoom(brand: CardBrand | undefined): string {
  if (!brand) return 'pr-11';
  const name = CARD_BRAND_NAMES[brand];
  return name.length <= 4 ? 'pr-14' : name.length <= 10 ? 'pr-24' : 'pr-32';
}

function Field(props: {
  id: string;
  label: string;
  error?: string | undefined;
  /** The whole row; `on-phones`, only where half a row would cut its text off. */
  wide?: boolean | 'on-phones';
  children: ReactNode;
}) {
  const { id, label, error, wide, children } = props;
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-1.5',
        wide === true && 'col-span-2',
        wide === 'on-phones' && 'col-span-2 sm:col-span-1',
      )}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
