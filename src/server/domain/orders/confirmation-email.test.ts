import { describe, expect, it } from 'vitest';
import { visibleHtml as visible } from '../../testing/visible-html';
import { type OrderEmailInput, orderConfirmationEmail } from './confirmation-email';

const tshirt = {
  title: 'T-Shirt',
  quantity: 2,
  unitPrice: 2999,
  options: { color: 'Black', size: 'M' },
};

const order: OrderEmailInput = {
  displayId: 'MM-ABC234',
  email: 'grace@example.com',
  firstName: 'Grace',
  lines: [
    tshirt,
    { title: 'Canvas Print', quantity: 1, unitPrice: 5999, options: { size: '11″x14″' } },
  ],
  subtotal: 11997,
  shippingCost: 0,
  taxAmount: 480,
  totalAmount: 12477,
  shippingMethodName: 'Standard',
  address: {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    phone: '',
    address1: '350 Fifth Avenue',
    address2: 'Suite 1',
    city: 'New York',
    region: 'NY',
    zip: '10118',
    country: 'US',
  },
  orderUrl: 'https://shop.example/orders/o1?token=t&x=1',
};

describe('orderConfirmationEmail', () => {
  const mail = orderConfirmationEmail(order);

  it('goes to the shopper with the order number in the subject', () => {
    expect(mail.to).toBe('grace@example.com');
    expect(mail.subject).toBe('Your Masterpiece Me order MM-ABC234');
  });

  it('thanks the shopper and lists every line and amount, in both parts', () => {
    for (const part of [mail.text, visible(mail.html)]) {
      expect(part).toContain('Thank You for Your Order!');
      expect(part).toMatch(/[Yy]our order has been received and is being processed\./);
      expect(part).toMatch(/Order Number: +MM-ABC234/);
      expect(part).toMatch(/T-Shirt[^$]*Color: Black, Size: M[^$]*Qty: 2[^$]*\$59\.98/);
      expect(part).toMatch(/Canvas Print[^$]*Size: 11″x14″[^$]*Qty: 1[^$]*\$59\.99/);
      expect(part).toMatch(/Subtotal:? +\$119\.97/);
      expect(part).toMatch(/Shipping \(Standard\):? +Free/);
      expect(part).toMatch(/Tax:? +\$4\.80/);
      expect(part).toMatch(/Total:? +\$124\.77/);
      expect(part).toContain('Grace Hopper');
      expect(part).toContain('350 Fifth Avenue, Suite 1');
      expect(part).toContain('New York, NY 10118');
      expect(part).toContain('View your order');
    }
    expect(mail.text).toContain('View your order: https://shop.example/orders/o1?token=t&x=1');
    expect(mail.html).toMatch(
      /<a href="https:\/\/shop\.example\/orders\/o1\?token=t&#38;x=1"[^>]*>View your order<\/a>/,
    );
  });

  it('shows what paid shipping cost, with its method', () => {
    const paid = orderConfirmationEmail({
      ...order,
      shippingCost: 1099,
      shippingMethodName: 'Express',
      totalAmount: 13576,
    });
    for (const part of [paid.text, visible(paid.html)]) {
      expect(part).toMatch(/Shipping \(Express\):? +\$10\.99/);
      expect(part).not.toContain('Free');
      expect(part).toMatch(/Total:? +\$135\.76/);
    }
  });

  it('keeps whatever the shopper or a title holds inert in the HTML', () => {
    const hostile = orderConfirmationEmail({
      ...order,
      firstName: '<img src=x onerror=alert(1)>',
      lines: [{ ...tshirt, title: '<script>alert(1)</script>' }],
      address: { ...order.address, city: '"><b>Town' },
    });
    expect(hostile.html).not.toMatch(/<script|<img|"><b>/);
    expect(visible(hostile.html)).toContain('<script>alert(1)</script>');
    expect(visible(hostile.html)).toContain('"><b>Town');
    // The plain text part is never rendered as markup, so it keeps the title as written.
    expect(hostile.text).toContain('<script>alert(1)</script>');
  });

  it('loads nothing from elsewhere when opened', () => {
    expect(mail.html).not.toMatch(/<img|<link|<script|url\(/i);
  });
});
