import { ContactEmail } from '../features/store-info/contact-email';
import { InfoPage, InfoSection, TextLink } from '../features/store-info/info-page';
import { PRODUCTION_DAYS } from '../features/store-info/shipping-times';
import { PATHS } from '../paths';

/** How to reach the store, and what to tell us so we can help at once. */
export function ContactPage() {
  return (
    <InfoPage
      title="Contact Us"
      lead="Questions about your art, an order or your data? A person reads every message."
    >
      <InfoSection title="Write to us">
        <p className="text-lg">
          E-mail: <ContactEmail />
        </p>
        <p>We answer within two business days, usually sooner.</p>
      </InfoSection>

      <InfoSection title="About an order">
        <p>
          Please include your order number. It starts with MM- and is on your order confirmation
          page and in your confirmation e-mail, whose link also opens your order&apos;s own page
          with its progress.
        </p>
        <p>
          If an item arrived damaged or misprinted, add a photo of it: we will reprint it or refund
          it, as <TextLink to={PATHS.shippingReturns}>Shipping &amp; Returns</TextLink> explains.
        </p>
      </InfoSection>

      <InfoSection title="About your photos and data">
        <p>
          To have your photos, artwork or account deleted, write from the e-mail address of your
          order or account, or include your order number. Our{' '}
          <TextLink to={PATHS.privacy}>Privacy Policy</TextLink> says what we keep and for how long.
        </p>
      </InfoSection>

      <InfoSection title="Quick answers">
        <ul>
          <li>Making your artwork takes 30–60 seconds after you upload your photo.</li>
          <li>
            Your items are made to order: {PRODUCTION_DAYS.tshirt}–{PRODUCTION_DAYS.canvas} business
            days of production, then the shipping method you chose at checkout.
          </li>
          <li>We ship within the United States only.</li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
