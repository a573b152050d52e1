// The exit-intent offer (document 2 §2, §4): a modal <dialog> (the browser keeps focus inside and
// closes it on Escape; a tap on the backdrop or the × closes it too), which minimises the offer to
// its countdown tab. Taking it mints the visitor's code on the server, applies it to the bag and says
// so: 'Amazing! I just hooked you up with {n}% off! Use code {CODE}'.
import { formatOfferCountdown } from '@shop/domain/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { CloseButton, ModalDialog } from '../../../components/ui/modal-dialog';
import { OfferIcon, offerGradient, type OfferLook } from './offer-look';

type Props = {
  offer: OfferLook;
  secondsLeft: number;
  onDismiss: () => void;
  onAccept: () => Promise<void>;
};

export default function OfferModal({ offer, secondsLeft, onDismiss, onAccept }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const cta = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // After the dialog opened (its own effect runs first): the offer's button has the focus.
  useEffect(() => cta.current?.focus(), []);

  const accept = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onAccept();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      dialogRef={ref}
      labelledBy={titleId}
      onClose={onDismiss}
      className="m-auto w-[min(26rem,calc(100vw-1.5rem))] max-w-none overflow-hidden rounded-3xl bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div data-testid="exit-offer" className="relative">
        <div className="px-6 pt-8 pb-6 text-center text-white" style={offerGradient(offer)}>
          <CloseButton
            label="Close the offer (it stays on the tab at the left while time remains)"
            onClick={() => ref.current?.close()}
            className="absolute top-2 right-2 text-white hover:bg-white/15"
          />
          <span className="mx-auto grid size-16 place-items-center rounded-full bg-white/20">
            <OfferIcon icon={offer.icon} className="size-8" />
          </span>
          <p className="mt-3 text-5xl font-black tracking-tight">{offer.discount}% OFF</p>
          <h2 id={titleId} className="mt-2 text-xl font-black tracking-tight">
            {offer.title}
          </h2>
        </div>
        <div className="space-y-4 px-6 py-5 text-center">
          <p className="text-base">{offer.description}</p>
          {offer.urgency ? <p className="text-sm font-semibold text-red-800">{offer.urgency}</p> : null}
          <p className="text-sm text-muted">
            Offer ends in{' '}
            <span className="font-mono font-bold text-ink" aria-hidden="true">
              {formatOfferCountdown(secondsLeft)}
            </span>
            <span className="sr-only">{Math.ceil(secondsLeft / 60)} minutes</span>
          </p>
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
          <button
            ref={cta}
            type="button"
            className={buttonClasses('primary', 'md', 'w-full')}
            onClick={() => void accept()}
            disabled={busy}
          >
            {busy ? 'Applying…' : offer.cta}
          </button>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="min-h-11 text-sm text-muted underline underline-offset-2 hover:text-ink"
          >
            Maybe later
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
