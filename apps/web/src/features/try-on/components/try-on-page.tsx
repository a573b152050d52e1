// /try-on (signed in): choose a piece, see the size the profile's body sizes point to, and lay the
// piece's picture over a photo of yourself. The chosen piece is in the address (?product=slug), so the
// page can be linked to and comes back after a reload.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { useApi } from '../../../lib/use-api';
import { tryOnProductQuery } from '../api/try-on-products';
import { FitFinder } from './fit-finder';
import { PhotoTryOn } from './photo-try-on';
import { PieceChooser } from './piece-chooser';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `try-on-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="border-ink/10 rounded-3xl border bg-white p-4 sm:p-6">
      <h2 id={id} className="mb-4 text-xl font-black tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ChosenPiece({ slug }: { slug: string }) {
  const { data, isPending, isError } = useQuery(tryOnProductQuery(useApi(), slug));
  if (isPending) return <p className="text-muted text-sm">Loading the piece…</p>;
  if (isError)
    return <p className="text-sm text-red-700">This piece could not be loaded. Please choose another.</p>;
  const { product } = data;
  return (
    <>
      <p className="text-sm">
        Trying: <strong>{product.name}</strong>{' '}
        <Link to={`/products/${product.slug}`} className="text-muted underline underline-offset-4">
          product page
        </Link>
      </p>
      <Section title="Fit finder">
        <FitFinder product={product} />
      </Section>
      <Section title="Photo try-on">
        <p className="text-muted mb-4 text-sm">
          This lays the piece's picture over your photo, to judge colour and proportion. It is an overlay, not
          a fitting: it cannot show how the fabric falls on you. Your photo stays on this device and is never
          uploaded.
        </p>
        <PhotoTryOn key={product.id} product={product} />
      </Section>
    </>
  );
}

export function TryOnPage() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('product');
  return (
    <Container className="max-w-3xl space-y-6 py-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Virtual Try-On</h1>
        <p className="text-muted mt-2">
          Find your size from the measurements on your profile, and see a piece over a photo of yourself.
        </p>
      </header>
      <Section title="Choose a piece">
        <PieceChooser chosen={chosen} onChoose={(slug) => setParams({ product: slug }, { replace: true })} />
      </Section>
      {chosen ? <ChosenPiece slug={chosen} /> : null}
    </Container>
  );
}
