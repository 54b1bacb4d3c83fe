import { describe, expect, it } from 'vitest';
import { visibleHtml } from '../../testing/visible-html';
import { type RefundEmailInput, refundEmail } from './refund-email';

const refund: RefundEmailInput = {
  refundId: 're_123',
  displayId: 'MM-ABC234',
  email: 'grace@example.com',
  firstName: 'Grace',
  amount: 12_477,
  totalAmount: 12_477,
  full: true,
  cancelled: false,
  orderUrl: 'https://shop.example/orders/o1?token=t&x=1',
};

const parts = (mail: { text: string; html: string }) => [mail.text, visibleHtml(mail.html)];

describe('refundEmail', () => {
  it('tells the shopper their whole order was refunded, with the amount and order number', () => {
    const mail = refundEmail(refund);
    expect(mail.to).toBe('grace@example.com');
    expect(mail.subject).toBe('Your Masterpiece Me order MM-ABC234 has been refunded');
    for (const part of parts(mail)) {
      expect(part).toContain('Hi Grace');
      expect(part).toContain('We have refunded your order MM-ABC234 in full: $124.77.');
      expect(part).toMatch(/Order Number: +MM-ABC234/);
      expect(part).toMatch(/Refunded: +\$124\.77/);
      expect(part).toContain('5 to 10 business days');
      expect(part).toContain('View your order');
    }
    expect(mail.text).toContain('View your order: https://shop.example/orders/o1?token=t&x=1');
    expect(mail.html).toMatch(/<a href="https:\/\/shop\.example\/orders\/o1\?token=t&#38;x=1"/);
  });

  it('says a partial refund is partial, next to what was paid', () => {
    const mail = refundEmail({ ...refund, amount: 2_500, full: false });
    expect(mail.subject).toBe('A partial refund for your Masterpiece Me order MM-ABC234');
    for (const part of parts(mail)) {
      expect(part).toContain(
        'We have refunded $25.00 of the $124.77 you paid for order MM-ABC234.',
      );
      expect(part).toMatch(/Refunded: +\$25\.00/);
      expect(part).not.toContain('in full');
    }
  });

  it('says the last part of a refund completes it', () => {
    const mail = refundEmail({ ...refund, amount: 9_977 });
    expect(mail.subject).toBe('Your Masterpiece Me order MM-ABC234 has been refunded');
    for (const part of parts(mail)) {
      expect(part).toContain('We have refunded the rest of your order MM-ABC234: $99.77.');
      expect(part).toContain('Your order is now refunded in full.');
    }
  });

  it('tells the shopper a cancelled order refunded in full will not come', () => {
    const mail = refundEmail({ ...refund, cancelled: true });
    expect(mail.subject).toBe(
      'Your Masterpiece Me order MM-ABC234 has been cancelled and refunded',
    );
    for (const part of parts(mail)) {
      expect(part).toContain(
        'We have refunded your order MM-ABC234 in full: $124.77. Your order is cancelled: it will not be printed or sent.',
      );
    }
    const part = refundEmail({ ...refund, amount: 2_500, full: false, cancelled: true });
    expect(part.subject).toBe('A partial refund for your Masterpiece Me order MM-ABC234');
    expect(part.text).not.toContain('cancelled');
  });

  it('is sent once per refund, however often the sending is retried', () => {
    expect(refundEmail(refund).id).toBe('refund-re_123');
    expect(refundEmail({ ...refund, refundId: 're_456' }).id).toBe('refund-re_456');
  });

  it("keeps the shopper's name inert in the HTML and loads nothing from elsewhere", () => {
    const mail = refundEmail({ ...refund, firstName: '<img src=x onerror=alert(1)>' });
    expect(mail.html).not.toMatch(/<img|<link|<script|url\(/i);
    expect(visibleHtml(mail.html)).toContain('<img src=x onerror=alert(1)>');
  });
});
