import { PrivacyContent } from '../../features/pages/components/privacy-content';

export function Component() {
  return <PrivacyContent />;
}
