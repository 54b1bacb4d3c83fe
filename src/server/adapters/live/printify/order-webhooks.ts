import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { WebhookVerificationError } from '../../../ports/card-processor';
import type { PartnerEvent, PartnerShipment } from '../../../ports/print-partner';
import { sameSecret } from '../../../text/same-secret';

/**
 * Printify signs each webhook delivery with the secret given when the webhook was registered:
 * `X-Pf-Signature: sha256=<hex HMAC-SHA256 of the raw body>`. Tests sign their deliveries with it.
 */
export function signPrintifyWebhook(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** `2017-04-18 13:24:28+00:00`, Printify's timestamp format. */
const timeSchema = z
  .string()
  .transform((text) => new Date(text.replace(' ', 'T')))
  .refine((date) => !Number.isNaN(date.getTime()), 'not a timestamp');

const carrierSchema = z.object({
  code: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().optional(),
});

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  resource: z.object({
    id: z.string().min(1),
    type: z.string(),
    data: z
      .object({
        status: z.string().optional(),
        carrier: carrierSchema.optional(),
        shipped_at: timeSchema.optional(),
        delivered_at: timeSchema.optional(),
      })
      .nullish(),
  }),
});

/** Carriers' own tracking pages, for a shipment that came without a link. */
const TRACKING_PAGES: Record<string, (number: string) => string> = {
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/en/express/tracking.html?AWB=${n}`,
};

function shipmentOf(
  carrier: z.infer<typeof carrierSchema>,
  shippedAt: Date,
  deliveredAt?: Date,
): PartnerShipment {
  const page = TRACKING_PAGES[carrier.code.toLowerCase()];
  return {
    carrier: carrier.code.toUpperCase(),
    trackingNumber: carrier.tracking_number,
    trackingUrl: carrier.tracking_url ?? page?.(encodeURIComponent(carrier.tracking_number)) ?? '',
    shippedAt,
    ...(deliveredAt ? { deliveredAt } : {}),
  };
}

/**
 * Checks a Printify delivery and reads the order change it carries: `order:updated` (a new
 * status), `order:shipment:created` (shipped, with the carrier and tracking number) and
 * `order:shipment:delivered`. Null for any other event.
 */
export function readPrintifyWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): PartnerEvent | null {
  if (!signature) throw new WebhookVerificationError('missing_signature', 'No X-Pf-Signature');
  const expected = createHmac('sha256', secret).update(rawBody).digest('hex');
  if (!sameSecret(signature.replace(/^sha256=/, ''), expected)) {
    throw new WebhookVerificationError('bad_signature', 'The webhook signature does not match');
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('bad_payload', 'The webhook body is not JSON');
  }
  const event = eventSchema.safeParse(json);
  if (!event.success || event.data.resource.type !== 'order') return null;
  const { id, type, resource } = event.data;
  const data = resource.data ?? {};
  const base = { id, type, partnerOrderId: resource.id };
  if (type === 'order:updated' && data.status) return { ...base, partnerStatus: data.status };
  if (!data.carrier) return null;
  if (type === 'order:shipment:created') {
    return {
      ...base,
      partnerStatus: 'fulfilled',
      shipment: shipmentOf(data.carrier, data.shipped_at ?? new Date()),
    };
  }
  if (type === 'order:shipment:delivered') {
    const deliveredAt = data.delivered_at ?? new Date();
    return {
      ...base,
      partnerStatus: 'fulfilled',
      shipment: shipmentOf(data.carrier, data.shipped_at ?? deliveredAt, deliveredAt),
    };
  }
  return null;
}
