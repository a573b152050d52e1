// Discount codes a person trying the demo shop can type into the bag (listed in the README).
import type { discounts } from '../../features/discounts/discounts.tables';

export const DEMO_DISCOUNTS: (typeof discounts.$inferInsert)[] = [
  { code: 'KARIBU10', type: 'percentage', value: 10, description: '10% off your order' },
  {
    code: 'SAVE500',
    type: 'fixed',
    value: 500,
    description: 'KES 500 off orders of KES 3,000 or more',
    minOrderAmount: 3000,
  },
  {
    code: 'SHOES15',
    type: 'percentage',
    value: 15,
    description: '15% off shoes (up to KES 1,500)',
    discountScope: 'per_item',
    eligibleCategories: ['shoes'],
    maxDiscountAmount: 1500,
  },
];
