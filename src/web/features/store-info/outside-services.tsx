import { useQuery } from '@tanstack/react-query';
import type { StoreFacts } from '../../../shared/api/store-facts';
import { storeFactsQuery } from '../../api/store-facts';

/**
 * Where the shopper's photo is painted, as this store is configured: on its own servers, or
 * by OpenAI. Until the server has said, both are told, so nothing untrue is ever on screen.
 */
export function ArtServiceNotice() {
  const facts = useQuery(storeFactsQuery).data;
  if (facts?.art_service === 'openai') {
    return (
      <p data-testid="art-service">
        This store paints with OpenAI&apos;s image service: your photo, the style you chose and, if
        you describe a style of your own, your words are sent to OpenAI, which paints the artwork
        and sends it back to us. OpenAI handles them under its terms for its API.
      </p>
    );
  }
  if (facts) {
    return (
      <p data-testid="art-service">
        Your artwork is painted by our own software on our own servers: your photo is not sent to
        any outside art or AI service.
      </p>
    );
  }
  return (
    <p data-testid="art-service">
      Your artwork is painted either by our own software on our own servers, or, when the store uses
      OpenAI&apos;s image service, by OpenAI, to which your photo and chosen style are then sent.
    </p>
  );
}

function partnerName(facts: StoreFacts | undefined): string {
  return facts?.print_partner === 'printify'
    ? 'our print partner (Printify and the print provider it assigns)'
    : 'our print partner';
}

/** Who else sees an order's details, as this store is configured. */
export function OrderSharingNotice() {
  const facts = useQuery(storeFactsQuery).data;
  return (
    <ul>
      <li>
        {capitalise(partnerName(facts))} receives your name, shipping address, e-mail address and
        phone number (if you gave one) to make and deliver your order, and the print files made from
        your artwork. It never receives your photo.
      </li>
      <li>
        {facts?.card_processor === 'stripe'
          ? 'Card payments are handled by Stripe: you type your card details into Stripe’s own form, they go straight to Stripe, and we never see or store your card number.'
          : 'Your card details are used only to take the payment: the store never stores or logs your card number.'}
      </li>
      {facts?.tax_service === 'stripe' && (
        <li>
          Stripe Tax receives your shipping address and the items in your cart to calculate sales
          tax.
        </li>
      )}
    </ul>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * How long art nobody ordered is kept, as this store is configured (ART_RETENTION_DAYS). Until
 * the server has said, no number is given.
 */
export function ArtRetentionNotice() {
  const days = useQuery(storeFactsQuery).data?.art_retention_days;
  return (
    <p data-testid="art-retention">
      An artwork nobody has ordered is kept, with the photo it was painted from and its product
      pictures, {days ? `for ${days} days after you made it` : 'for a limited time'}, so that you
      can come back to it in My artworks; then we delete them all. You can delete one sooner
      yourself from My artworks.
    </p>
  );
}
