// The product dialog the home grid opens (fetched the first time a card is opened). It shows at once
// with the card's fields and fills in the rest when the detail arrives. A native modal <dialog>: the
// browser keeps focus inside and closes it on Escape; a tap on the backdrop closes it too, the page
// behind does not scroll, and focus goes back to the card that opened it.
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CloseButton, ModalDialog } from '../../../components/ui/modal-dialog';
import { recordRecentlyViewed } from '../../../lib/recently-viewed';
import { useApi } from '../../../lib/use-api';
import { productQuery } from '../api/catalogue-queries';
import type { ProductCard } from '../api/types';
import { ProductDetails } from './product-details';

type Props = {
  product: ProductCard;
  onClose: () => void;
  /** Called after the product went into the bag (a video counts its add-to-bag). */
  onAdded?: () => void;
  /** More below the details link (a video pin's admin link). */
  footer?: ReactNode;
};

export default function ProductDialog({ product, onClose, onAdded, footer }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const detail = useQuery(productQuery(useApi(), product.slug));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // Unmounting takes the dialog out of the top layer; closing it here would report a 'close'.
    return () => {
      root.style.overflow = overflow;
      returnTo?.focus();
    };
  }, []);

  useEffect(() => {
    recordRecentlyViewed(product);
  }, [product]);

  return (
    <ModalDialog
      dialogRef={ref}
      labelledBy={titleId}
      onClose={onClose}
      // Opened by the effect above, once it has noted where focus goes back to.
      showOnMount={false}
      className="bg-paper text-ink backdrop:bg-ink/50 m-auto max-h-[94dvh] w-[min(60rem,calc(100vw-1rem))] max-w-none overflow-y-auto overscroll-contain rounded-2xl p-0 shadow-2xl"
    >
      <div className="relative p-4 pt-14 sm:p-6 sm:pt-14">
        <CloseButton
          label="Close product details"
          onClick={() => ref.current?.close()}
          className="bg-paper/90 absolute top-2 right-2 z-10"
        />
        <ProductDetails
          product={product}
          detail={detail.data?.product}
          detailError={detail.error ? detail.error.message : null}
          variant="dialog"
          titleId={titleId}
          onAdded={onAdded}
        />
        <Link
          to={`/products/${product.slug}`}
          className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm font-semibold underline underline-offset-4"
        >
          View full details
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        {footer}
      </div>
    </ModalDialog>
  );
}
