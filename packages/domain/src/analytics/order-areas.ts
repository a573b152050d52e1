// "Where orders go" (the owner's analytics): each order's delivery area, from the delivery location
// text first (the same known neighbourhoods and towns as the purchase toast, found the same way), else
// from the shopper's captured coordinates (the nearest known place, if one is close), else "Other
// places". Nairobi estates form the group "Nairobi"; the towns around it are grouped by county. The
// API computes the same rule in SQL; its tests compare it with orderAreaOf over generated orders.
import { areaOf, FOMO_DEFAULT_AREA, KNOWN_AREAS } from '../fomo/purchase-toast';

export const AREA_GROUPS = ['Nairobi', 'Kiambu', 'Kajiado', 'Machakos', 'Elsewhere'] as const;
export type AreaGroup = (typeof AREA_GROUPS)[number];

/** Orders whose address names no known place and whose coordinates (if any) are near none. */
export const OTHER_PLACES = 'Other places';
/** Paid orders still waiting for their delivery details. */
export const NO_ADDRESS_YET = 'No address yet';

export type KnownPlace = { area: string; group: AreaGroup; lat: number; lng: number };

// Approximate centres (to about a kilometre): where a place's pin stands, and what captured
// coordinates are matched against.
const NAIROBI: readonly [string, number, number][] = [
  ['Kilimani', -1.29, 36.785],
  ['Kileleshwa', -1.2806, 36.7833],
  ['Lavington', -1.2773, 36.7689],
  ['Westlands', -1.2676, 36.8108],
  ['Parklands', -1.2625, 36.8167],
  ['Karen', -1.3194, 36.7073],
  ['Langata', -1.3389, 36.7528],
  ['Runda', -1.2187, 36.8101],
  ['Muthaiga', -1.2486, 36.8372],
  ['Gigiri', -1.2333, 36.8],
  ['Spring Valley', -1.245, 36.79],
  ['Loresho', -1.247, 36.756],
  ['Kitisuru', -1.225, 36.775],
  ['Hurlingham', -1.296, 36.796],
  ['Upper Hill', -1.299, 36.815],
  ['South B', -1.31, 36.837],
  ['South C', -1.32, 36.826],
  ['Embakasi', -1.319, 36.9],
  ['Donholm', -1.296, 36.888],
  ['Buruburu', -1.287, 36.875],
  ['Umoja', -1.282, 36.899],
  ['Kayole', -1.274, 36.916],
  ['Eastleigh', -1.275, 36.85],
  ['Kasarani', -1.221, 36.898],
  ['Roysambu', -1.218, 36.887],
  ['Zimmerman', -1.212, 36.895],
  ['Githurai', -1.2, 36.915],
  ['Kahawa', -1.182, 36.92],
  ['Madaraka', -1.308, 36.822],
  ['Nairobi West', -1.307, 36.817],
  ['Ngara', -1.273, 36.825],
  ['Pangani', -1.268, 36.838],
  ['Kawangware', -1.286, 36.75],
  ['Dagoretti', -1.296, 36.726],
  ['Riruta', -1.292, 36.733],
  ['CBD', -1.2864, 36.8172],
];
const TOWNS: readonly [string, AreaGroup, number, number][] = [
  ['Ruaka', 'Kiambu', -1.206, 36.78],
  ['Kikuyu', 'Kiambu', -1.246, 36.663],
  ['Kiambu', 'Kiambu', -1.171, 36.835],
  ['Thika', 'Kiambu', -1.033, 37.069],
  ['Ruiru', 'Kiambu', -1.147, 36.961],
  ['Juja', 'Kiambu', -1.102, 37.014],
  ['Rongai', 'Kajiado', -1.396, 36.756],
  ['Kitengela', 'Kajiado', -1.476, 36.96],
  ['Ngong', 'Kajiado', -1.353, 36.669],
  ['Syokimau', 'Machakos', -1.363, 36.927],
  ['Athi River', 'Machakos', -1.456, 36.978],
  ['Mlolongo', 'Machakos', -1.394, 36.94],
];

const byName = new Map<string, KnownPlace>([
  ...NAIROBI.map(([area, lat, lng]) => [area, { area, group: 'Nairobi' as const, lat, lng }] as const),
  ...TOWNS.map(([area, group, lat, lng]) => [area, { area, group, lat, lng }] as const),
]);

/** Every known place, in the purchase toast's order (which also settles ties). */
export const KNOWN_PLACES: readonly KnownPlace[] = KNOWN_AREAS.map((area) => {
  const place = byName.get(area);
  if (!place) throw new Error(`No coordinates for the known area ${area}`);
  return place;
});

/** Captured coordinates this close to a known place's centre count for it (the nearest one wins). */
export const NEAR_PLACE_KM = 3;
const KM_PER_DEGREE = 111.32;
/** cos(1.29°): Nairobi's latitude, so a degree of longitude is shortened as it is there. */
export const LNG_SCALE = 0.99975;
/** NEAR_PLACE_KM in degrees of latitude, squared: distances are compared squared, without a root. */
export const NEAR_PLACE_DEG2 = (NEAR_PLACE_KM / KM_PER_DEGREE) ** 2;

/**
 * The squared distance in degrees (longitude scaled to Nairobi's latitude). Only + − × so that SQL's
 * float8 arithmetic gives the very same number.
 */
export function degreesSquared(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const dLat = a.lat - b.lat;
  const dLng = (a.lng - b.lng) * LNG_SCALE;
  return dLat * dLat + dLng * dLng;
}

/** The nearest known place within NEAR_PLACE_KM, the earlier one in the list on a tie; or null. */
export function nearestPlace(point: { lat: number; lng: number }): KnownPlace | null {
  let best: { place: KnownPlace; d: number } | null = null;
  for (const place of KNOWN_PLACES) {
    const d = degreesSquared(point, place);
    if (d <= NEAR_PLACE_DEG2 && (!best || d < best.d)) best = { place, d };
  }
  return best?.place ?? null;
}

export type DeliveryPlace = {
  location: string | null | undefined;
  coordinates: { lat: number; lng: number } | null | undefined;
};

/** An order's area: null delivery details → NO_ADDRESS_YET; else text, then coordinates, then OTHER_PLACES. */
export function orderAreaOf(delivery: DeliveryPlace | null | undefined): string {
  if (!delivery) return NO_ADDRESS_YET;
  const named = areaOf(delivery.location);
  if (named !== FOMO_DEFAULT_AREA) return named;
  const c = delivery.coordinates;
  if (c && Number.isFinite(c.lat) && Number.isFinite(c.lng)) {
    const near = nearestPlace(c);
    if (near) return near.area;
  }
  return OTHER_PLACES;
}

/** The group an area belongs to (unknown names and the two catch-alls are "Elsewhere"). */
export const areaGroupOf = (area: string): AreaGroup => byName.get(area)?.group ?? 'Elsewhere';

/** The known place of an area (its pin), or null for the catch-alls. */
export const placeOf = (area: string): KnownPlace | null => byName.get(area) ?? null;

/** Orders of OTHER_PLACES with coordinates are pinned by the 0.1° square (about 11 km) they fall in. */
export const OTHER_SPOT_DEGREES = 0.1;
/** The square a point falls in, as whole tenths of a degree (floor), and its centre. */
export const spotOf = (point: { lat: number; lng: number }) => ({
  lat10: Math.floor(point.lat * 10),
  lng10: Math.floor(point.lng * 10),
});
export const spotCentre = (spot: { lat10: number; lng10: number }) => ({
  lat: (spot.lat10 + 0.5) / 10,
  lng: (spot.lng10 + 0.5) / 10,
});
