import { ContactEmail } from '../features/store-info/contact-email';
import { InfoPage, InfoSection, TextLink } from '../features/store-info/info-page';
import { PATHS } from '../paths';

/** The terms a shopper agrees to by signing up or placing an order. */
export function TermsPage() {
  return (
    <InfoPage
      title="Terms of Service"
      lead="These terms apply when you use Masterpiece Me and when you buy from us. By creating an account or placing an order, you agree to them."
    >
      <InfoSection title="What we sell">
        <p>
          Masterpiece Me turns a photo of one person into artwork in the style you pick, and sells
          that artwork printed on a t-shirt, a canvas print or an 11oz mug. Every item is made to
          order by our print partner and shipped to addresses in the United States, as{' '}
          <TextLink to={PATHS.shippingReturns}>Shipping &amp; Returns</TextLink> describes.
        </p>
      </InfoSection>

      <InfoSection title="Your photo">
        <p>
          Upload only photos you have the right to use: a photo of yourself, or of someone who has
          agreed to it. Ask a parent or guardian before you upload a photo of a child. Do not upload
          anything sexual, hateful, violent or unlawful; we may refuse such photos and the orders
          made from them.
        </p>
        <p>
          Your photo stays yours. You allow us to use it only to make your artwork and the products
          you order, and to keep it as our <TextLink to={PATHS.privacy}>Privacy Policy</TextLink>{' '}
          explains.
        </p>
      </InfoSection>

      <InfoSection title="Your artwork">
        <p>
          The artwork is painted by software from your photo, so every result is one of a kind and
          can differ from the examples on this site. Colours on a screen look a little different
          from ink on fabric, canvas or ceramic. You may use the artwork made from your photo for
          your own, non-commercial purposes.
        </p>
      </InfoSection>

      <InfoSection title="Prices and payment">
        <p>
          Prices are in US dollars. Shipping and sales tax are worked out for your address at
          checkout and shown before you pay; the total you are charged is the one our store
          calculates, whatever your browser shows. Your card is charged when you complete the
          payment.
        </p>
      </InfoSection>

      <InfoSection title="Your order">
        <p>
          Your order is placed when the checkout shows its order number (it starts with MM-). We
          then send a confirmation e-mail with a link to the order&apos;s own page, which shows its
          progress. Delivery, reprints, refunds and cancellations work as{' '}
          <TextLink to={PATHS.shippingReturns}>Shipping &amp; Returns</TextLink> says.
        </p>
      </InfoSection>

      <InfoSection title="Accounts">
        <p>
          You can buy as a guest or with an account. Keep your password to yourself: you are
          responsible for what is done with your account. You may stop using it at any time, and we
          will delete it when you ask.
        </p>
      </InfoSection>

      <InfoSection title="If something goes wrong">
        <p>
          If an item is damaged, misprinted or lost, we reprint it or refund it as{' '}
          <TextLink to={PATHS.shippingReturns}>Shipping &amp; Returns</TextLink> describes. Nothing
          in these terms takes away rights you have under the consumer law that applies to you.
        </p>
      </InfoSection>

      <InfoSection title="Changes and questions">
        <p>
          We may update these terms; an order is governed by the terms shown here when it was
          placed. Questions about them? Write to us at <ContactEmail />.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
