import { ContactEmail } from '../features/store-info/contact-email';
import { InfoPage, InfoSection, TextLink } from '../features/store-info/info-page';
import {
  ArtRetentionNotice,
  ArtServiceNotice,
  OrderSharingNotice,
} from '../features/store-info/outside-services';
import { PATHS } from '../paths';

/** What the store keeps about a shopper, why, who else sees it and for how long. */
export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      lead="What we keep about you, why, who else sees it and for how long. We do not sell your data, and the store runs no advertising or analytics trackers."
    >
      <InfoSection title="Your photo and your artwork">
        <p>
          When you upload a photo we check it (one person, a face we can find, a size and format we
          can print from), turn it upright, make the long side at most 2048 pixels and remove its
          metadata, such as the camera and the place it was taken, from the copy we work with. We
          keep two files: the photo as you sent it and that cleaned copy. Neither is ever published:
          no web address serves your photo. A photo we turn down is not kept at all.
        </p>
        <ArtServiceNotice />
        <p>
          Until you order it, you see your artwork as a preview: smaller, with our mark in a corner.
          The preview and the pictures of it on each product are kept at web addresses made of long
          random names that nobody can guess, so that your browser can show them. Anyone you give
          such an address to can see that picture. The artwork at full size is never published: once
          you have paid for an order, you download it from your order&apos;s page.
        </p>
      </InfoSection>

      <InfoSection title="How long we keep them">
        <ArtRetentionNotice />
        <p>
          An artwork you ordered, and its photo, are kept with the order, so that a damaged or
          misprinted item can be printed again from the same artwork. To have those deleted, write
          to us at <ContactEmail /> from the e-mail address of your order or account, or with your
          order number, and we will delete them.
        </p>
      </InfoSection>

      <InfoSection title="Your orders and your account">
        <p>
          For each order we keep your name, shipping address, e-mail address, phone number (if you
          gave one), what you bought and what you paid, so that we can make, deliver and stand
          behind it. Records of paid orders are kept for our tax and accounting records.
        </p>
        <OrderSharingNotice />
        <p>
          An account keeps your e-mail address, your display name and profile picture if you add
          them, and your password only as a secure one-way hash. We send you e-mail only about your
          account and your orders: the address check when you sign up, sign-in links you ask for,
          and order confirmations. No newsletters, no marketing.
        </p>
        <p>
          With each upload we record the internet (IP) address it came from, so that one address
          cannot make more artworks in an hour than our limits allow.
        </p>
      </InfoSection>

      <InfoSection title="Cookies and your browser’s storage">
        <ul>
          <li>
            A guest cookie (mm_guest) keeps your guest session for 30 days, so that your artwork and
            orders stay with this browser.
          </li>
          <li>When you sign in, a session cookie keeps you signed in for 30 days.</li>
          <li>
            Your browser&apos;s own storage keeps your cart, the shipping addresses you used and
            your session details on your device.
          </li>
        </ul>
        <p>There are no advertising or analytics cookies.</p>
      </InfoSection>

      <InfoSection title="Your choices">
        <p>
          You can ask us for a copy of what we hold about you, or ask us to correct or delete it, by
          writing to <ContactEmail />. See also our{' '}
          <TextLink to={PATHS.terms}>Terms of Service</TextLink>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
