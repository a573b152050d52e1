// The minimised offer: a tab on the left edge with the time left; it reopens the offer.
import { formatOfferCountdown } from '@shop/domain/rules';
import { useEffect, useRef } from 'react';
import { OfferIcon, offerGradient, type OfferLook } from './offer-look';

type Props = { offer: OfferLook; secondsLeft: number; onReopen: () => void; takeFocus: boolean };

export function CountdownTab({ offer, secondsLeft, onReopen, takeFocus }: Props) {
  const ref = useRef<HTMLButtonElement>(null);
  // Just minimised from the keyboard's point of view: the focus lands where the offer went.
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = secondsLeft % 60;
  return (
    <button
      ref={ref}
      type="button"
      data-testid="exit-offer-tab"
      onClick={onReopen}
      aria-label={`Reopen your ${offer.discount}% off offer, ${minutes} min ${seconds} s left`}
      className="fixed top-1/2 left-0 z-40 flex -translate-y-1/2 flex-col items-center gap-1 rounded-r-2xl px-2 py-3 text-white shadow-xl focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ink"
      style={offerGradient(offer)}
    >
      <OfferIcon icon={offer.icon} className="size-5" />
      <span className="text-sm leading-none font-black">{offer.discount}%</span>
      <span className="text-[0.65rem] leading-none font-bold tracking-wide uppercase">off</span>
      <span className="font-mono text-xs leading-none" data-testid="exit-offer-countdown">
        {formatOfferCountdown(secondsLeft)}
      </span>
    </button>
  );
}
