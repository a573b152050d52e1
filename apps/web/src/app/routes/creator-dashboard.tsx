// /creator-dashboard: an approved creator's figures, videos and upload (the server checks who asks).
import CreatorDashboardPage from '../../features/creators/components/creator-dashboard';

export function Component() {
  return <CreatorDashboardPage />;
}
