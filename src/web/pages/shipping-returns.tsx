import { formatCents } from '../../shared/money';
import { ContactEmail } from '../features/store-info/contact-email';
import { InfoPage, InfoSection, TextLink } from '../features/store-info/info-page';
import {
  DESTINATION_NAMES,
  type Destination,
  deliveryDays,
  METHOD_NAMES,
  type Method,
  PRODUCTION_DAYS,
  standardRate,
} from '../features/store-info/shipping-times';
import { PATHS } from '../paths';

const METHODS: Method[] = ['standard', 'priority', 'express', 'economy'];
const DESTINATIONS: Destination[] = ['contiguous', 'alaska_hawaii', 'territories', 'military'];

/** "3–5 days to the contiguous US; 6–10 days to Alaska and Hawaii; …" for one method. */
function deliveryWindows(method: Method): string {
  return DESTINATIONS.flatMap((destination) => {
    const window = deliveryDays(method, destination);
    return window ? [`${window.min}–${window.max} days to ${DESTINATION_NAMES[destination]}`] : [];
  }).join('; ');
}

/** How long an order takes, what delivery costs, and what we do when an item arrives wrong. */
export function ShippingReturnsPage() {
  return (
    <InfoPage
      title="Shipping & Returns"
      lead="Every t-shirt, canvas print and mug is made for you, with your artwork, after you order. Here is how long that takes, what delivery costs and what we do if something arrives wrong."
    >
      <InfoSection title="Made to order">
        <p>
          Nothing is printed before you buy it. As soon as your payment goes through, your order
          goes to our print partner, who prints your artwork and makes the item for you.
        </p>
        <p>
          Production takes {PRODUCTION_DAYS.tshirt} business days for t-shirts and mugs and{' '}
          {PRODUCTION_DAYS.canvas} business days for canvas prints, so with a canvas in your order
          allow {PRODUCTION_DAYS.canvas} business days. Then the parcel travels for the time of the
          shipping method you chose.
        </p>
        <p>
          So a t-shirt sent by Standard shipping to New York usually arrives about{' '}
          {PRODUCTION_DAYS.tshirt + (deliveryDays('standard', 'contiguous')?.min ?? 0)} to{' '}
          {PRODUCTION_DAYS.tshirt + (deliveryDays('standard', 'contiguous')?.max ?? 0)} days after
          you order.
        </p>
      </InfoSection>

      <InfoSection title="Delivery times">
        <p>
          We ship to addresses in the United States: the 48 contiguous states and Washington D.C.,
          Alaska and Hawaii, US territories and military post. At checkout you pick one of these
          methods; each shows its production (handling) days, its price and its delivery window for
          your address before you pay. Days in transit, counted from the day your order leaves our
          print partner:
        </p>
        <ul>
          {METHODS.map((method) => (
            <li key={method}>
              <strong className="font-semibold text-ink">{METHOD_NAMES[method]}:</strong>{' '}
              {deliveryWindows(method)}.
            </li>
          ))}
        </ul>
        <p>
          Canvas prints are heavy and fragile: they are not sent by Economy, and we cannot send them
          to US territories or military addresses. T-shirts and mugs can go anywhere we ship.
        </p>
      </InfoSection>

      <InfoSection title="Shipping costs">
        <p>
          Shipping is priced per product: the first item of each product pays its full rate, and
          every further one of the same product costs less. With Standard shipping to the contiguous
          US, a t-shirt costs {formatCents(standardRate('tshirt').first)} (
          {formatCents(standardRate('tshirt').additional)} for each further t-shirt), a canvas print{' '}
          {formatCents(standardRate('canvas').first)} (
          {formatCents(standardRate('canvas').additional)} more each) and a mug{' '}
          {formatCents(standardRate('mug').first)} ({formatCents(standardRate('mug').additional)}{' '}
          more each). Alaska, Hawaii and military addresses cost one and a half times as much, US
          territories twice as much. The exact price for your cart and address is shown at checkout.
        </p>
      </InfoSection>

      <InfoSection title="Damaged or misprinted items">
        <p>
          If an item arrives damaged, misprinted or faulty, or is not what you ordered, write to us
          at <ContactEmail /> within 30 days of delivery. Include your order number (it starts with
          MM-) and a photo of the problem. We will reprint the item and send it again at no cost to
          you, or refund it in full if you prefer. You do not need to send the item back.
        </p>
        <p>
          If your order has not arrived 10 days after the latest delivery day shown at checkout,
          write to us too and we will find it, or make it again and send it.
        </p>
      </InfoSection>

      <InfoSection title="Returns and cancellations">
        <p>
          Because every item is printed with your own artwork, we cannot take back items for a
          change of mind or exchange them for another size or colour. Please check the size, colour
          and your shipping address before you pay.
        </p>
        <p>
          Need to change your address or cancel? Write to us straight away. We can change or cancel
          an order until our print partner starts printing it; your order's page (linked from the
          confirmation e-mail) shows when that happens. See also our{' '}
          <TextLink to={PATHS.terms}>Terms</TextLink>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
