import { describe, expect, it } from 'vitest';
import { attentionEmail } from './attention-email';
import { dailySummaryEmail, dayWords } from './daily-summary-email';

const ORDER_URL = 'https://shop.example/admin/orders/order-1';

describe('the e-mail telling an owner an order needs attention', () => {
  it('names the order, says why and links to its page', () => {
    const mail = attentionEmail({
      to: 'owner@example.com',
      displayId: 'MM-ABC234',
      reason: 'Variant 99999 is not available',
      adminOrderUrl: ORDER_URL,
    });
    expect(mail.to).toBe('owner@example.com');
    expect(mail.subject).toBe('Order MM-ABC234 needs attention');
    expect(mail.text).toContain('The order MM-ABC234 has stopped: Variant 99999 is not available');
    expect(mail.text).toContain(`Open the order: ${ORDER_URL}`);
    expect(mail.html).toContain(`href="${ORDER_URL}"`);
  });

  it('still reads well when nobody said why, and keeps markup out of the HTML', () => {
    const plain = attentionEmail({
      to: 'o@example.com',
      displayId: 'MM-1',
      reason: null,
      adminOrderUrl: ORDER_URL,
    });
    expect(plain.text).toContain('has stopped and needs a person to look at it.');
    const marked = attentionEmail({
      to: 'o@example.com',
      displayId: 'MM-1',
      reason: '<b>bad</b>',
      adminOrderUrl: ORDER_URL,
    });
    expect(marked.html).not.toContain('<b>bad</b>');
  });
});

describe('the owners’ daily summary', () => {
  const day = {
    day: '2026-03-05',
    timeZone: 'America/Los_Angeles',
    orders: 3,
    revenue: 21834,
    refunds: { count: 1, amount: 1250 },
    needingAttention: [{ displayId: 'MM-ABC234', url: ORDER_URL, reason: 'Out of stock' }],
  };

  it('gives the day’s orders, revenue, refunds and the orders waiting, with links', () => {
    const mail = dailySummaryEmail('owner@example.com', day, 'https://shop.example/admin');
    expect(dayWords('2026-03-05')).toBe('Thursday, March 5, 2026');
    expect(mail.subject).toBe(
      'Your day at Masterpiece Me, Thursday, March 5, 2026: 3 orders, $218.34',
    );
    expect(mail.html).toContain('Thursday, March 5, 2026 (America/Los Angeles time)');
    expect(mail.text).toContain('3 orders for $218.34.');
    expect(mail.text).toContain('1 refund of $12.50 in all.');
    expect(mail.text).toContain('1 order needs attention:');
    expect(mail.text).toContain(`- MM-ABC234: Out of stock: ${ORDER_URL}`);
    expect(mail.html).toContain(`href="${ORDER_URL}"`);
  });

  it('says plainly when the day was quiet', () => {
    const mail = dailySummaryEmail(
      'owner@example.com',
      { ...day, orders: 0, revenue: 0, refunds: { count: 0, amount: 0 }, needingAttention: [] },
      'https://shop.example/admin',
    );
    expect(mail.subject).toContain(': 0 orders, $0.00');
    expect(mail.text).toContain('No orders were placed.');
    expect(mail.text).toContain('No refunds.');
    expect(mail.text).toContain('No order needs attention.');
  });
});
