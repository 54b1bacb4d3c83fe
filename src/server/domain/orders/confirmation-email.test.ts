import { describe, expect, it } from 'vitest';
import { type OrderEmailInput, orderConfirmationEmail } from './confirmation-email';

const order: OrderEmailInput = {
  displayId: 'MM-ABC234',
  email: 'grace@example.com',
  firstName: 'Grace',
  lines: [
    { title: 'T-Shirt', quantity: 2, unitPrice: 2999, options: { color: 'Black', size: 'M' } },
    { title: '<script>alert(1)</script>', quantity: 1, unitPrice: 5999, options: {} },
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
  it('tells the shopper the order number, every line and the amounts, in both parts', () => {
    const mail = orderConfirmationEmail(order);
    expect(mail.to).toBe('grace@example.com');
    expect(mail.subject).toBe('Your Masterpiece Me order MM-ABC234');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Thank You for Your Order!');
      expect(part).toContain('MM-ABC234');
      expect(part).toContain('Color: Black, Size: M');
      expect(part).toContain('$59.98');
      expect(part).toContain('Free');
      expect(part).toContain('$4.80');
      expect(part).toContain('$124.77');
      expect(part).toContain('350 Fifth Avenue, Suite 1');
    }
    expect(mail.text).toContain('View your order: https://shop.example/orders/o1?token=t&x=1');
  });

  it('keeps whatever a title holds inert in the HTML', () => {
    const { html } = orderConfirmationEmail(order);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('href="https://shop.example/orders/o1?token=t&#38;x=1"');
  });
});
