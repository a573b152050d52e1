import { TermsContent } from '../../features/pages/components/terms-content';

export function Component() {
  return <TermsContent />;
}
