/** An order's status as the shopper reads it; the server's words for it are internal. */
export const STATUS_LABELS: Record<string, string> = {
  received: 'Received',
  pending: 'Sent to our print partner',
  'in-production': 'Being printed',
  fulfilled: 'Shipped',
  'needs-attention': 'We are looking into it',
};
