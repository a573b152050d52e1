import { FaqPage } from '../../features/faq/components/faq-page';

export function Component() {
  return <FaqPage />;
}
