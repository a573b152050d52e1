import { checkKenyanPhone, PHONE_INVALID_MESSAGE } from '../phone';
import { readText } from '../shared/read';
import { GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE } from './identity';

export const DELIVERY_NAME_REQUIRED_MESSAGE = 'Please enter your full name';
export const DELIVERY_ADDRESS_REQUIRED_MESSAGE = 'Please enter your delivery address';
export const DELIVERY_SAVED_MESSAGE = 'Delivery details saved successfully!';
export const LOCATION_CAPTURED_MESSAGE = 'Location captured successfully';
export const GEOLOCATION_UNSUPPORTED_MESSAGE = 'Geolocation is not supported by your browser';

/** 'Error saving delivery details: {message}'. */
export function deliverySaveErrorMessage(message: string): string {
  return `Error saving delivery details: ${message}`;
}

/** 'Could not get your location: {message}'. */
export function locationErrorMessage(message: string): string {
  return `Could not get your location: ${message}`;
}

interface DeliveryDetailsInput {
  name: unknown;
  phone: unknown;
  location: unknown;
  coordinates?: { lat: unknown; lng: unknown } | null;
}

interface DeliveryDetails {
  name: string;
  phone: string;
  location: string;
  coordinates: { lat: number; lng: number } | null;
}

export type DeliveryDetailsErrors = Partial<Record<'name' | 'phone' | 'location', string>>;

function cleanCoordinates(value: DeliveryDetailsInput['coordinates']): DeliveryDetails['coordinates'] {
  const { lat, lng } = value ?? {};
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** Delivery form: full name, a Kenyan phone and an address are required; a shared location is optional. */
export function checkDeliveryDetails(
  input: DeliveryDetailsInput,
): { ok: true; value: DeliveryDetails } | { ok: false; errors: DeliveryDetailsErrors } {
  const name = readText(input.name);
  const location = readText(input.location);
  const rawPhone = readText(input.phone);
  const phone = rawPhone === null ? null : checkKenyanPhone(rawPhone);
  const errors: DeliveryDetailsErrors = {};
  if (name === null) errors.name = DELIVERY_NAME_REQUIRED_MESSAGE;
  if (phone === null) errors.phone = GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE;
  else if (!phone.ok) errors.phone = PHONE_INVALID_MESSAGE;
  if (location === null) errors.location = DELIVERY_ADDRESS_REQUIRED_MESSAGE;
  if (name === null || location === null || phone === null || !phone.ok) return { ok: false, errors };
  return {
    ok: true,
    value: { name, phone: phone.phone, location, coordinates: cleanCoordinates(input.coordinates) },
  };
}
