// /early-access?drop={slug}: the drop members shop first. The server decides who may see it (signed in,
// and premium/vip or the early-access flag) and what is in it; a refusal is said as a toast and the
// shopper goes back to the shop. The page shows the viewer's tier badge, the drop, a countdown to
// public launch ticking every second, and its products (featured first) as the shop's cards.
import { EARLY_ACCESS_SIGN_IN_MESSAGE } from '@shop/domain/texts';
import { useQuery } from '@tanstack/react-query';
import { Crown, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ApiError } from '../../../lib/api-client';
import { meQuery } from '../../../lib/me';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { currentDropQuery, type DropView } from '../api/drop-queries';
import { useSecondClock } from '../hooks/use-second-clock';
import { DropCountdown } from './drop-countdown';
import type { ProductCard as Product } from '../api/types';
import { ProductCard } from './product-card';

const ProductDialog = lazy(() => import('./product-dialog'));

const BADGES: Record<NonNullable<DropView['audience']>, string> = {
  vip: 'VIP',
  premium: 'Premium',
  member: 'Early Access member',
};

const NAIROBI = new Intl.DateTimeFormat('en-KE', {
  timeZone: 'Africa/Nairobi',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

function Empty({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <Sparkles aria-hidden="true" className="text-muted mx-auto size-12" />
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      <p className="text-muted mt-2 text-sm">{text}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        Back to the shop
      </Link>
    </div>
  );
}

function YourWindow({ drop, now }: { drop: DropView; now: number }) {
  if (!drop.opens_at || now >= Date.parse(drop.public_access_start)) return null;
  const open = now >= Date.parse(drop.opens_at);
  return (
    <p className="mt-3 text-sm font-semibold">
      {open
        ? 'Your early access is open: shop it before everyone else.'
        : `Your early access opens ${NAIROBI.format(Date.parse(drop.opens_at))} (Nairobi time).`}
    </p>
  );
}

function DropView({ drop }: { drop: DropView }) {
  const now = useSecondClock();
  const [opened, setOpened] = useState<Product | null>(null);
  return (
    <>
      <section aria-labelledby="drop-heading" className="bg-ink text-paper">
        <Container className="py-8 sm:py-12">
          <p className="bg-accent text-accent-ink inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase">
            <Crown aria-hidden="true" className="size-4" />
            {drop.audience ? BADGES[drop.audience] : 'Admin preview'}
          </p>
          <h1 id="drop-heading" className="mt-4 text-3xl font-black tracking-tight sm:text-5xl">
            {drop.name}
          </h1>
          {drop.description ? <p className="text-paper/80 mt-3 max-w-2xl">{drop.description}</p> : null}
          <p className="text-paper/70 mt-6 mb-2 text-sm font-semibold">
            Public launch: {NAIROBI.format(Date.parse(drop.public_access_start))} (Nairobi time)
          </p>
          {now === null ? (
            <div className="h-20" aria-hidden="true" />
          ) : (
            <>
              <DropCountdown publicAt={drop.public_access_start} now={now} />
              <YourWindow drop={drop} now={now} />
            </>
          )}
        </Container>
      </section>
      <Container className="py-8">
        {drop.products.length === 0 ? (
          <Empty title="No Products Yet" text="The pieces of this drop are on their way. Check back soon." />
        ) : (
          <ul
            aria-label={`${drop.name} pieces`}
            className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4"
          >
            {drop.products.map((product, i) => (
              <li key={product.id}>
                <ProductCard product={product} eager={i < 4} onOpen={setOpened} />
                {product.is_featured ? (
                  <p className="text-accent-ink bg-accent mt-1 inline-block rounded-full px-2 py-0.5 text-[10px] font-bold tracking-wide">
                    FEATURED
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Suspense fallback={null}>
          {opened ? <ProductDialog product={opened} onClose={() => setOpened(null)} /> : null}
        </Suspense>
      </Container>
    </>
  );
}

export function DropPage({ slug }: { slug: string | null }) {
  const api = useApi();
  const navigate = useNavigate();
  // A visitor is sent away without asking for the drop (the server would answer 401 in these words).
  const me = useQuery(meQuery(api));
  const visitor = me.data?.user === null;
  const query = useQuery({ ...currentDropQuery(api, slug), enabled: me.data?.user != null });
  const refused =
    visitor ||
    (query.error instanceof ApiError && (query.error.status === 401 || query.error.status === 403));
  const refusal = visitor ? EARLY_ACCESS_SIGN_IN_MESSAGE : (query.error?.message ?? null);

  useEffect(() => {
    if (!refused || !refusal) return;
    notify.error(refusal);
    navigate('/', { replace: true });
  }, [refused, refusal, navigate]);

  if (query.isPending || refused)
    return (
      <Container className="py-16">
        <p className="text-muted text-center" role="status">
          Loading the drop…
        </p>
      </Container>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Container>
        {missing ? (
          <Empty
            title="No Active Drops"
            text="This drop does not exist. Members hear first when the next one lands."
          />
        ) : (
          <p
            role="alert"
            className="mx-auto my-16 max-w-md rounded-xl bg-red-50 p-3 text-center text-sm text-red-800"
          >
            {query.error.message}
          </p>
        )}
      </Container>
    );
  }
  const { drop } = query.data;
  if (!drop)
    return (
      <Container>
        <Empty
          title="No Active Drops"
          text="There is no drop on its way just now. Members hear first when the next one lands."
        />
      </Container>
    );
  return <DropView drop={drop} />;
}
