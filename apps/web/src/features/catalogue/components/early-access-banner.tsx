// The early-access banner on the home page, for members whose tier or membership opens drops early.
// The server decides who gets one and which drop (GET /api/catalogue/early-access); this only shows
// it with a countdown refreshed every minute. Loaded only for signed-in shoppers; when it cannot be
// loaded, nothing shows (the spec ignores banner failures).
import { bannerCountdownText } from '@shop/domain/texts';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { readJson } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { useMinuteClock } from '../../../lib/use-minute-clock';

export default function EarlyAccessBanner() {
  const api = useApi();
  const now = useMinuteClock();
  const { data } = useQuery({
    queryKey: ['catalogue', 'early-access'] as const,
    queryFn: async () => readJson(await (await api()).catalogue['early-access'].$get()),
    staleTime: 60_000,
    retry: false,
  });
  const drop = data?.drop;
  if (!drop || now === null) return null;
  const open = now >= Date.parse(drop.opens_at);
  return (
    <aside
      aria-label="Early access"
      className="bg-accent text-ink mx-auto mt-4 flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl px-4 py-3"
    >
      <Sparkles aria-hidden className="size-5 shrink-0" />
      <p className="min-w-0 flex-1 basis-52 text-sm font-semibold">
        {open ? (
          <>
            Early access is open: <span className="font-bold">{drop.name}</span>. Public in{' '}
            {bannerCountdownText(drop.public_at, now)}
          </>
        ) : (
          <>
            Your early access to <span className="font-bold">{drop.name}</span> opens in{' '}
            {bannerCountdownText(drop.opens_at, now)}
          </>
        )}
      </p>
      <Link
        to={drop.slug ? `/early-access?drop=${encodeURIComponent(drop.slug)}` : '/early-access'}
        className="bg-ink text-paper inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold"
      >
        Shop the drop
      </Link>
    </aside>
  );
}
