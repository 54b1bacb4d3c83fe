import { describe, expect, it } from 'vitest';
import { contactEmail, DEFAULT_CONTACT_EMAIL } from './contact-email';

describe('the store’s contact address', () => {
  it('is hello@ the domain the order e-mails come from', () => {
    expect(contactEmail(undefined, 'Masterpiece Me <orders@masterpiece.me>')).toBe(
      'hello@masterpiece.me',
    );
    expect(contactEmail(undefined, 'orders@Shop.Example.com')).toBe('hello@shop.example.com');
  });

  it('is the configured address when the shop names one', () => {
    expect(contactEmail('care@example.org', 'orders@masterpiece.me')).toBe('care@example.org');
  });

  it('falls back to the store’s own address when the sender has no domain to borrow', () => {
    expect(contactEmail(undefined, 'Masterpiece Me')).toBe(DEFAULT_CONTACT_EMAIL);
    expect(contactEmail(undefined, 'orders@localhost')).toBe(DEFAULT_CONTACT_EMAIL);
  });
});
