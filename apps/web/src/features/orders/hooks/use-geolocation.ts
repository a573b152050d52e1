// "Share location" on the delivery form: asks the browser once for the device's position. Optional
// (spec §2); the spec's toasts say how it went.
import {
  GEOLOCATION_UNSUPPORTED_MESSAGE,
  LOCATION_CAPTURED_MESSAGE,
  locationErrorMessage,
} from '@shop/domain/texts';
import { useState } from 'react';
import { notify } from '../../../lib/notify';

export type Coordinates = { lat: number; lng: number };

// A rider needs the spot, not a satellite fix: a minute-old position is fine, and 20 s is long enough.
const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 };

export function useGeolocation() {
  const [coordinates, setCoordinates] = useState<Coordinates | null>(null);
  const [busy, setBusy] = useState(false);

  const share = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      notify.error(GEOLOCATION_UNSUPPORTED_MESSAGE);
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setBusy(false);
        setCoordinates({ lat: coords.latitude, lng: coords.longitude });
        notify.success(LOCATION_CAPTURED_MESSAGE);
      },
      (error) => {
        setBusy(false);
        notify.error(locationErrorMessage(error.message || 'permission denied'));
      },
      OPTIONS,
    );
  };

  return { coordinates, busy, share, clear: () => setCoordinates(null) };
}
