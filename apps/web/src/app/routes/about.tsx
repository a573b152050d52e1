import { AboutContent } from '../../features/pages/components/about-content';

export function Component() {
  return <AboutContent />;
}
