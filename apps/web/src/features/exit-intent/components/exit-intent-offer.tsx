// The exit-intent offer, mounted after idle (app/shell/idle-extras.tsx). It watches for a visitor about
// to leave (the domain's detector, with the owner's sensitivity and delay), and then — once a
// session, for an engaged visitor, never for admins, never on admin, checkout or payment pages, and
// not within 24 h of closing one — shows the first offer this visitor qualifies for (the owner's, or
// the spec's fallbacks). Closing minimises it to a countdown tab; at zero it is gone for good.
import {
  canOfferOpen,
  chooseExitOffer,
  fallbackOfferCopy,
  isEngaged,
  isOfferPath,
  offerBagTotal,
  offerPopupStep,
  offerSecondsLeft,
  type FallbackOffer,
} from '@shop/domain/rules';
import { offerAcceptedMessage } from '@shop/domain/texts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import { useBagStore, readStoredBag } from '../../../lib/bag-store';
import { meQuery, type Me } from '../../../lib/me';
import { notify } from '../../../lib/notify';
import { readRecentlyViewed } from '../../../lib/recently-viewed';
import { useApi } from '../../../lib/use-api';
import { readWishlist } from '../../../lib/wishlist-storage';
import { exitIntentQuery, mintOfferCode, reportOfferView, type ShownOffer } from '../api/exit-intent-api';
import { useExitDetector } from '../hooks/use-exit-detector';
import { CountdownTab } from './countdown-tab';
import type { OfferLook } from './offer-look';

const OfferModal = lazy(() => import('./offer-modal'));

// Once a session (sessionStorage); not again within 24 h of closing (localStorage).
const SHOWN_KEY = 'exit_intent_shown';
const CLOSED_KEY = 'exit_intent_closed_at';

function readSession(): boolean {
  try {
    return window.sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}
function markSession() {
  try {
    window.sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // Storage blocked: the offer can come back on the next page load, which is all we can do.
  }
}
function readClosedAt(): number | null {
  try {
    const at = Number(window.localStorage.getItem(CLOSED_KEY));
    return Number.isFinite(at) && at > 0 ? at : null;
  } catch {
    return null;
  }
}
function markClosed() {
  try {
    window.localStorage.setItem(CLOSED_KEY, String(Date.now()));
  } catch {
    // Storage blocked: nothing to keep.
  }
}

function visitorNow(me: Me) {
  const bag = readStoredBag();
  const lines = [
    ...bag.items.map((i) => ({ price: i.product.price, quantity: i.quantity })),
    ...bag.bundles.map((b) => ({ price: b.bundle.price, quantity: b.quantity })),
  ];
  return {
    bagTotal: offerBagTotal(lines),
    bagLines: lines.length,
    wishlistCount: readWishlist().length,
    signedIn: !!me.user,
  };
}

const lookOf = (offer: ShownOffer | FallbackOffer): OfferLook =>
  'title' in offer ? offer : { id: offer.id, discount: offer.discount, ...fallbackOfferCopy(offer) };

export default function ExitIntentOffer() {
  const api = useApi();
  const me = useQuery(meQuery(api)).data;
  const settings = useQuery(exitIntentQuery(api)).data;
  const { pathname } = useLocation();
  const [popup, dispatch] = useReducer(offerPopupStep, { phase: 'closed' });
  const [offer, setOffer] = useState<OfferLook | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [minimisedByVisitor, setMinimisedByVisitor] = useState(false);
  const pathAllowed = isOfferPath(pathname);

  const watch =
    settings?.enabled && me && !me.isAdmin && pathAllowed && popup.phase === 'closed' && !readSession()
      ? settings
      : null;

  useExitDetector(watch, () => {
    if (!settings || !me) return true;
    const open = canOfferOpen({
      enabled: settings.enabled,
      isAdmin: me.isAdmin,
      pathAllowed: isOfferPath(window.location.pathname),
      shownThisSession: readSession(),
      closedAt: readClosedAt(),
      engaged: isEngaged(performance.now(), readRecentlyViewed().length > 0),
      now: Date.now(),
    });
    if (!open) return false;
    markSession();
    const chosen = chooseExitOffer(settings.offers, visitorNow(me));
    if (!chosen) return true;
    const look = lookOf(chosen);
    setOffer(look);
    setNow(Date.now());
    dispatch({ type: 'open', now: Date.now(), durationS: settings.countdown_duration });
    void reportOfferView(api, look.id);
    return true;
  });

  const live = popup.phase === 'open' || popup.phase === 'minimised';
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      dispatch({ type: 'tick', now: at });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [live]);

  useEffect(() => {
    if (popup.phase === 'expired') markClosed();
  }, [popup.phase]);

  const dismiss = useCallback(() => {
    markClosed();
    setMinimisedByVisitor(true);
    dispatch({ type: 'dismiss', now: Date.now() });
  }, []);

  const accept = async () => {
    if (!offer || !me) return;
    const discount = await mintOfferCode(api, offer.id, !!me.user);
    useBagStore.getState().applyDiscount(discount);
    markClosed();
    dispatch({ type: 'accept' });
    notify.success(offerAcceptedMessage(discount.value, discount.code));
  };

  if (!offer || !live || me?.isAdmin) return null;
  const secondsLeft = offerSecondsLeft(popup.endsAt, now);
  if (popup.phase === 'open')
    return (
      <Suspense fallback={null}>
        <OfferModal offer={offer} secondsLeft={secondsLeft} onDismiss={dismiss} onAccept={accept} />
      </Suspense>
    );
  return pathAllowed ? (
    <CountdownTab
      offer={offer}
      secondsLeft={secondsLeft}
      takeFocus={minimisedByVisitor}
      onReopen={() => {
        setMinimisedByVisitor(false);
        dispatch({ type: 'reopen', now: Date.now() });
      }}
    />
  ) : null;
}
