// /unsubscribe?token=…: leaving the early-access list from the link in its e-mails.
import { UnsubscribePage } from '../../features/early-access/components/unsubscribe-page';

export function Component() {
  return <UnsubscribePage />;
}
