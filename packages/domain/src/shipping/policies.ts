export type DeliveryArea = 'cbd' | 'suburbs' | 'surrounding';

interface DeliveryAreaInfo {
  area: DeliveryArea;
  label: string;
  minDays: number;
  maxDays: number;
}

/** Delivery times per area (shipping policy: CBD 1-2 business days, suburbs 2-3, surrounding areas 3-5). */
export const DELIVERY_AREAS: readonly DeliveryAreaInfo[] = [
  { area: 'cbd', label: 'Nairobi CBD', minDays: 1, maxDays: 2 },
  { area: 'suburbs', label: 'Nairobi suburbs', minDays: 2, maxDays: 3 },
  { area: 'surrounding', label: 'Surrounding areas', minDays: 3, maxDays: 5 },
];

/** The delivery window announced in structured product data: 1 to 5 days, from the areas above. */
export const DELIVERY_DAYS_RANGE = {
  min: Math.min(...DELIVERY_AREAS.map((a) => a.minDays)),
  max: Math.max(...DELIVERY_AREAS.map((a) => a.maxDays)),
} as const;

/** The delivery-time text for an area, e.g. '1-2 business days'; an unknown area gets the widest window. */
export function deliveryTimeText(area: DeliveryArea): string {
  const info = DELIVERY_AREAS.find((entry) => entry.area === area);
  const min = info?.minDays ?? DELIVERY_DAYS_RANGE.min;
  const max = info?.maxDays ?? DELIVERY_DAYS_RANGE.max;
  return `${min}-${max} business days`;
}

export const RETURN_WINDOW_DAYS = 7;
export const REFUND_BUSINESS_DAYS = { min: 5, max: 7 } as const;
export const DAMAGE_REPORT_HOURS = 24;

/** Support hours: Monday to Saturday, 9 AM to 6 PM EAT. */
export const SUPPORT_HOURS = {
  text: 'Monday to Saturday, 9 AM to 6 PM EAT',
  /** 0 = Sunday … 6 = Saturday */
  weekdays: [1, 2, 3, 4, 5, 6],
  openHour: 9,
  closeHour: 18,
} as const;
