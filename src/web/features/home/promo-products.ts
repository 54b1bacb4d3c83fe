import { SLIDESHOW_PRICES_DOLLARS } from '../../../shared/constants';
import { dollarsToCents, formatCents } from '../../../shared/money';

/** Where the art sits on a mock-up, in percent of the square image. */
export interface PrintArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PromoProduct {
  key: 'canvas' | 'mug' | 'tshirt';
  name: string;
  price: string;
  /** Our own mock-up, served by the app (public/promo). */
  imageSrc: string;
  printArea: PrintArea;
}

/** The slideshow's three goods, in the SPEC's order and at its prices (SPEC §2, §9). */
export const PROMO_PRODUCTS: readonly PromoProduct[] = [
  {
    key: 'canvas',
    name: 'Canvas Print',
    price: formatCents(dollarsToCents(SLIDESHOW_PRICES_DOLLARS.canvas)),
    imageSrc: '/promo/canvas.svg',
    printArea: { left: 25, top: 13.333, width: 50, height: 62.5 },
  },
  {
    key: 'mug',
    name: 'Coffee Mug',
    price: formatCents(dollarsToCents(SLIDESHOW_PRICES_DOLLARS.mug)),
    imageSrc: '/promo/mug.svg',
    printArea: { left: 34.167, top: 36.667, width: 26.667, height: 30 },
  },
  {
    key: 'tshirt',
    name: 'T-Shirt',
    price: formatCents(dollarsToCents(SLIDESHOW_PRICES_DOLLARS.tshirt)),
    imageSrc: '/promo/tshirt.svg',
    printArea: { left: 37.5, top: 31.667, width: 25, height: 30 },
  },
];
