import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_AREAS } from '../fomo/purchase-toast';
import {
  areaGroupOf,
  degreesSquared,
  KNOWN_PLACES,
  NEAR_PLACE_DEG2,
  nearestPlace,
  NO_ADDRESS_YET,
  orderAreaOf,
  OTHER_PLACES,
  spotCentre,
  spotOf,
} from './order-areas';

const place = (area: string) => KNOWN_PLACES.find((p) => p.area === area)!;

describe('where orders go', () => {
  it('has a place with coordinates near Nairobi for every known area', () => {
    expect(KNOWN_PLACES.map((p) => p.area)).toEqual(KNOWN_AREAS);
    for (const p of KNOWN_PLACES) {
      expect(p.lat).toBeGreaterThan(-1.6);
      expect(p.lat).toBeLessThan(-0.9);
      expect(p.lng).toBeGreaterThan(36.5);
      expect(p.lng).toBeLessThan(37.2);
    }
  });

  it('has no known name that starts another, so two names never match at one place', () => {
    for (const a of KNOWN_AREAS)
      for (const b of KNOWN_AREAS)
        if (a !== b) expect(b.toLowerCase().startsWith(`${a.toLowerCase()} `)).toBe(false);
  });

  it('groups Nairobi estates together and the towns around by county', () => {
    expect(areaGroupOf('Kilimani')).toBe('Nairobi');
    expect(areaGroupOf('CBD')).toBe('Nairobi');
    expect(areaGroupOf('Ruaka')).toBe('Kiambu');
    expect(areaGroupOf('Thika')).toBe('Kiambu');
    expect(areaGroupOf('Rongai')).toBe('Kajiado');
    expect(areaGroupOf('Athi River')).toBe('Machakos');
    expect(areaGroupOf(OTHER_PLACES)).toBe('Elsewhere');
    expect(areaGroupOf(NO_ADDRESS_YET)).toBe('Elsewhere');
  });

  it('reads the area from the text first, then the coordinates, then calls it another place', () => {
    const karen = place('Karen');
    expect(orderAreaOf(null)).toBe(NO_ADDRESS_YET);
    expect(orderAreaOf({ location: 'Hse 4, Argwings Kodhek Rd, kilimani', coordinates: karen })).toBe(
      'Kilimani',
    );
    expect(orderAreaOf({ location: 'Hse 4, Argwings Kodhek Rd', coordinates: karen })).toBe('Karen');
    expect(orderAreaOf({ location: 'Hse 4', coordinates: { lat: karen.lat + 0.01, lng: karen.lng } })).toBe(
      'Karen',
    );
    expect(orderAreaOf({ location: 'Mombasa, Nyali', coordinates: { lat: -4.04, lng: 39.7 } })).toBe(
      OTHER_PLACES,
    );
    expect(orderAreaOf({ location: '', coordinates: null })).toBe(OTHER_PLACES);
    expect(orderAreaOf({ location: 'Kisumu', coordinates: { lat: Number.NaN, lng: 1 } })).toBe(OTHER_PLACES);
  });

  it('takes the nearest known place within 3 km, and none further out', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1.6, max: -0.9, noNaN: true }),
        fc.double({ min: 36.5, max: 37.2, noNaN: true }),
        (lat, lng) => {
          const found = nearestPlace({ lat, lng });
          const distances = KNOWN_PLACES.map((p) => degreesSquared({ lat, lng }, p));
          const least = Math.min(...distances);
          if (least > NEAR_PLACE_DEG2) expect(found).toBeNull();
          else expect(found).toBe(KNOWN_PLACES[distances.indexOf(least)]);
        },
      ),
    );
    // About 2 km north of Thika is still Thika; 5 km is not anywhere known.
    const thika = place('Thika');
    expect(nearestPlace({ lat: thika.lat + 0.018, lng: thika.lng })?.area).toBe('Thika');
    expect(nearestPlace({ lat: thika.lat + 0.045, lng: thika.lng })).toBeNull();
  });

  it('pins other places by the tenth of a degree they fall in', () => {
    expect(spotOf({ lat: -4.04, lng: 39.7 })).toEqual({ lat10: -41, lng10: 397 });
    expect(spotCentre({ lat10: -41, lng10: 397 })).toEqual({ lat: -4.05, lng: 39.75 });
  });
});
