// The admin screens still take the route handle's type from here; the route contract itself is in
// lib/route-meta.ts. Goes once features/admin/screen-modules.ts imports it from lib/.
export type { RouteHandle } from '../lib/route-meta';
