import { FaqPage } from '../../features/faqs/components/faq-page';

export function Component() {
  return <FaqPage />;
}
