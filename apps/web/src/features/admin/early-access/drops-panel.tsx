// Placeholder replaced by the drops list (create, edit, live status).
export function DropsPanel() {
  return null;
}
