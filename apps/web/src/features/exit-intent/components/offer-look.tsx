// How an offer looks: its picture and its gradient, shared by the modal and the countdown tab.
import type { ExitOfferIcon } from '@shop/domain/rules';
import {
  Gift,
  HeartHandshake,
  Percent,
  ShoppingBag,
  Sparkles,
  Tag,
  Zap,
  type LucideIcon,
} from 'lucide-react';

// HeartHandshake rather than Heart: the first page draws Heart, and sharing it would move lucide's code
// out of the first download's chunk.
const ICONS: Record<ExitOfferIcon, LucideIcon> = {
  gift: Gift,
  sparkles: Sparkles,
  tag: Tag,
  heart: HeartHandshake,
  'shopping-bag': ShoppingBag,
  percent: Percent,
  zap: Zap,
};

export type OfferLook = {
  id: string;
  discount: number;
  title: string;
  description: string;
  icon: ExitOfferIcon;
  colour_from: string;
  colour_to: string;
  urgency: string;
  cta: string;
};

export function OfferIcon({ icon, className }: { icon: ExitOfferIcon; className?: string }) {
  const Icon = ICONS[icon] ?? Gift;
  return <Icon aria-hidden="true" className={className} />;
}

export const offerGradient = (offer: Pick<OfferLook, 'colour_from' | 'colour_to'>) => ({
  backgroundImage: `linear-gradient(135deg, ${offer.colour_from}, ${offer.colour_to})`,
});
