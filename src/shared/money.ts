/** Money travels as integer cents; it becomes dollars only on screen. */
export type Cents = number;

export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: Cents): number {
  return cents / 100;
}

/** `1999` -> `"$19.99"`; negative amounts keep their sign in front of the symbol. */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  // Grouped by hand: a browser's first toLocaleString loads its locale data, some 25 ms on a phone.
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}$${whole}.${fraction}`;
}

/**
 * Dollars as a person types them ("10", "10.00", "$10", "$1,234.5") in cents; undefined for
 * anything that is not a plain amount: a third decimal, a minus sign, letters, or nothing.
 */
export function parseDollars(typed: string): Cents | undefined {
  const bare = typed.trim().replace(/^\$\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(bare)) return undefined;
  const [whole = '0', fraction = ''] = bare.replaceAll(',', '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Shipping shows 'Free' at zero (SPEC §2, shipping method picker). */
export function formatShippingPrice(cents: Cents): string {
  return cents === 0 ? 'Free' : formatCents(cents);
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}
