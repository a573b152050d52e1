// /bag: the same bag as the drawer, as a page (the drawer's View Bag). Rendered in the browser only:
// the bag lives on the device.
import { Container } from '../../../components/ui/container';
import { BagContents } from './bag-contents';

export function BagPage({ onCheckout }: { onCheckout: () => void }) {
  return (
    <Container className="py-8">
      <h1 className="mb-4 text-3xl font-black tracking-tight">Your Bag</h1>
      <div className="border-ink/10 flex max-w-2xl flex-col rounded-2xl border">
        <BagContents onCheckout={onCheckout} />
      </div>
    </Container>
  );
}
