// "Your size: M" on a product's size picker: for a signed-in shopper whose profile has body sizes,
// on a piece whose category has a size chart (clothing, shoes). The fit rules arrive in their own
// chunk, fetched only then, so the product page and the home page's first load carry none of them.
import type * as FitRulesModule from '@shop/domain/fit';
import type { SizeAdvice } from '@shop/domain/fit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  bodySizeQuery,
  hasBodySizes,
  useFitChart,
  type BodySizeText,
  type FitChartChoice,
} from '../../../lib/fit-profile';
import { meQuery } from '../../../lib/me';
import { sizeInStock, type SizeCounts } from '../../../lib/size-stock';
import { useApi } from '../../../lib/use-api';

type FitRules = typeof FitRulesModule;
export type YourSize = { size: string; reason: string };
type Piece = { category: string; sizes: readonly string[]; size_stock?: SizeCounts | null };

const CHARTED = new Set(['clothing', 'shoes']);

/** The size the shopper's profile points to for this piece, when the piece has it in stock. */
export function yourSizeFrom(advice: SizeAdvice, stock: SizeCounts | null | undefined): YourSize | null {
  if (advice.kind !== 'size' || !sizeInStock(advice.size, stock ?? undefined)) return null;
  return { size: advice.size, reason: advice.reason };
}

/** Loads the fit rules once the page needs them (null until they arrive). */
function useFitRules(wanted: boolean): FitRules | null {
  const [rules, setRules] = useState<FitRules | null>(null);
  useEffect(() => {
    if (!wanted || rules) return;
    let live = true;
    // Offline before the chunk arrived: the picker simply shows no "Your size".
    import('@shop/domain/fit').then(
      (m) => live && setRules(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, rules]);
  return rules;
}

function advise(rules: FitRules, body: BodySizeText, piece: Piece, chart: FitChartChoice | null) {
  return yourSizeFrom(rules.adviseSize(body, piece, chart ?? undefined), piece.size_stock);
}

export function useYourSize(piece: Piece): YourSize | null {
  const api = useApi();
  const { data: me } = useQuery(meQuery(api));
  const charted = CHARTED.has(piece.category) && piece.sizes.length > 0;
  const { data: body } = useQuery({ ...bodySizeQuery(api), enabled: !!me?.user && charted });
  const chart = useFitChart();
  const signedIn = !!me?.user;
  const rules = useFitRules(signedIn && hasBodySizes(body));
  // A disabled query keeps its data: after a sign-out the last shopper's sizes must not show.
  return rules && body && signedIn ? advise(rules, body, piece, chart) : null;
}
