import type { OrderReceipt } from '../../shared/api/orders';
import { SAMPLE_PENDING_PAYMENT } from './pending-payment';

/** What the store answers for the sample checkout once it is paid: a canvas to New York. */
export const SAMPLE_RECEIPT: OrderReceipt = {
  email: SAMPLE_PENDING_PAYMENT.address.email,
  items: [
    {
      title: 'Canvas',
      quantity: 1,
      unit_price: 5999,
      line_total: 5999,
      options: { size: '8″ x 10″' },
      image_url: '/media/mockups/sample/canvas.jpg',
    },
  ],
  subtotal: 5999,
  shipping_cost: 999,
  tax_amount: 280,
  total_amount: 7278,
};
