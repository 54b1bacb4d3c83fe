import { createHash } from 'node:crypto';
import type { PartnerShipment } from '../../../ports/print-partner';

/**
 * How long each step of a local print order takes (LOCAL_PARTNER_*_MS). The defaults are
 * compressed so a developer can watch an order go through every state in an afternoon:
 *
 *   0 – 2 min         `pending`        the partner has the order and is checking it
 *   2 – 30 min        `in-production`  the provider is printing it
 *   30 min – 2½ h     `fulfilled`      shipped: a carrier and tracking number
 *   2½ h on           `fulfilled`      delivered: the shipment has its delivery time
 */
export interface LocalPartnerTimings {
  /** From submission until printing starts. */
  productionMs: number;
  /** From printing's start until the parcel ships. */
  shippingMs: number;
  /** From shipping until the carrier delivers it. */
  deliveryMs: number;
}

export const DEFAULT_LOCAL_PARTNER_TIMINGS: LocalPartnerTimings = {
  productionMs: 2 * 60_000,
  shippingMs: 28 * 60_000,
  deliveryMs: 2 * 60 * 60_000,
};

export const LOCAL_CARRIER = 'USPS';

/** A tracking number of USPS's 22-digit shape, the same for an order every time it is asked. */
function trackingNumber(orderId: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(orderId).digest('hex').slice(0, 16)}`);
  return `9400${digits.toString().padStart(20, '0').slice(0, 18)}`;
}

/** Where a local print order is, in Printify's words, and its parcel once it has shipped. */
export function localOrderProgress(
  orderId: string,
  createdAt: Date,
  now: Date,
  timings: LocalPartnerTimings,
): { status: string; shipment?: PartnerShipment } {
  const age = now.getTime() - createdAt.getTime();
  if (age < timings.productionMs) return { status: 'pending' };
  const shipsAt = timings.productionMs + timings.shippingMs;
  if (age < shipsAt) return { status: 'in-production' };
  const number = trackingNumber(orderId);
  const deliveredAt = shipsAt + timings.deliveryMs;
  return {
    status: 'fulfilled',
    shipment: {
      carrier: LOCAL_CARRIER,
      trackingNumber: number,
      trackingUrl: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
      shippedAt: new Date(createdAt.getTime() + shipsAt),
      ...(age >= deliveredAt ? { deliveredAt: new Date(createdAt.getTime() + deliveredAt) } : {}),
    },
  };
}

/** Printify's word for an order the store cancelled. */
export const CANCELED = 'canceled';

/** Before the provider starts printing, the store may still cancel the order. */
export const isCancellable = (status: string) => status === 'pending';
