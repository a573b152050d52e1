// The map of "Where orders go" (its own lazy chunk: Leaflet and its CSS load with it only). A circle
// per pin, sized by orders, over OpenStreetMap tiles with their attribution. Tiles that fail (no
// internet, OSM down) or that have not loaded after a while hand over to the table: onUnavailable.
import L from 'leaflet';
// As a string put in the page when the map first shows: the app's one stylesheet (cssCodeSplit off)
// would otherwise carry Leaflet's CSS to every page.
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { formatKes } from '@shop/domain/rules';
import { useEffect, useRef } from 'react';
import type { OrderAreas } from '../api/customer-analytics-api';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Tiles that have not come by then are taken as unavailable (a slow link shows the table). */
const TILE_WAIT_MS = 10_000;
const NAIROBI: L.LatLngTuple = [-1.2864, 36.8172];

function addLeafletCss() {
  if (document.getElementById('leaflet-css')) return;
  const style = document.createElement('style');
  style.id = 'leaflet-css';
  style.textContent = leafletCss;
  document.head.append(style);
}

type Pin = { lat: number; lng: number; label: string; orders: number; revenue: number };

function pinsOf(data: OrderAreas): Pin[] {
  return [
    ...data.areas.flatMap((a) =>
      a.pin ? [{ ...a.pin, label: a.area, orders: a.orders, revenue: a.revenue }] : [],
    ),
    ...data.spots.map((s) => ({ ...s, label: 'Other places' })),
  ];
}

export default function OrderAreasMap({
  data,
  onUnavailable,
}: {
  data: OrderAreas;
  onUnavailable: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const gaveUp = useRef(onUnavailable);
  useEffect(() => {
    gaveUp.current = onUnavailable;
  });

  useEffect(() => {
    if (!box.current) return;
    addLeafletCss();
    // No animations: the map may be removed at once (its tiles failed), and Leaflet's pending zoom
    // animation then reads a pane that is gone.
    const map = L.map(box.current, {
      center: NAIROBI,
      zoom: 11,
      scrollWheelZoom: false,
      zoomAnimation: false,
      fadeAnimation: false,
      markerZoomAnimation: false,
    });
    let loaded = false;
    const fail = () => {
      if (!loaded) gaveUp.current();
    };
    const timer = window.setTimeout(fail, TILE_WAIT_MS);
    L.tileLayer(TILES, { attribution: ATTRIBUTION, maxZoom: 18 })
      .on('load', () => {
        loaded = true;
        window.clearTimeout(timer);
      })
      .on('tileerror', fail)
      .addTo(map);
    const pins = pinsOf(data);
    const most = Math.max(1, ...pins.map((p) => p.orders));
    for (const p of pins) {
      L.circleMarker([p.lat, p.lng], {
        radius: 5 + 15 * Math.sqrt(p.orders / most),
        color: '#111827',
        weight: 1,
        fillColor: '#d97706',
        fillOpacity: 0.6,
      })
        .bindTooltip(`${p.label}: ${p.orders} orders · ${formatKes(p.revenue)}`)
        .addTo(map);
    }
    if (pins.length > 1)
      map.fitBounds(L.latLngBounds(pins.map((p) => [p.lat, p.lng])), {
        padding: [24, 24],
        maxZoom: 12,
        animate: false,
      });
    return () => {
      window.clearTimeout(timer);
      map.stop();
      map.remove();
    };
  }, [data]);

  return (
    <div
      ref={box}
      role="region"
      aria-label="Map of where orders go (the table below lists the same figures)"
      className="mb-3 h-64 w-full overflow-hidden rounded-xl border border-ink/10 sm:h-80"
    />
  );
}
