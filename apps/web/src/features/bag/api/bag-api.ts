// The bag's calls to the server live in lib/ because the checkout makes them too.
export {
  appliedFrom,
  fetchBagQuote,
  linesForServer,
  validateDiscountCode,
  type BagQuote,
  type DiscountAnswer,
  type ServerLines,
} from '../../../lib/bag-api';
