// The size-selection dialog that serves Buy Now for a product with sizes (the spec's "size dialog"):
// the shopper confirms or changes the size, then Buy Now adds it and goes on to the checkout.
// A native modal dialog, like the product dialog it may open over (Escape and a backdrop tap close it).
import { Zap } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { SizePicker } from './size-picker';

type Props = {
  productName: string;
  sizes: readonly string[];
  /** Pieces by size: sold-out sizes are shown but cannot be chosen. */
  stock?: Readonly<Record<string, number>>;
  initialSize: string | null;
  /** Buys the chosen size; answers null when it went through, or the message to show. */
  onBuy: (size: string | null) => string | null;
  onClose: () => void;
};

export function BuyNowSizeDialog({ productName, sizes, stock, initialSize, onBuy, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [size, setSize] = useState(initialSize);
  const [error, setError] = useState<string | null>(null);

  const buy = () => {
    const problem = onBuy(size);
    setError(problem);
    if (!problem) ref.current?.close();
  };

  return (
    <ModalDialog
      dialogRef={ref}
      labelledBy={titleId}
      onClose={onClose}
      className="bg-paper text-ink backdrop:bg-ink/50 m-auto w-[min(24rem,calc(100vw-2rem))] max-w-none rounded-2xl p-0 shadow-2xl"
    >
      <div className="space-y-4 p-5">
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            Choose your size
          </h2>
          <p className="text-muted text-sm">{productName}</p>
        </div>
        <SizePicker
          id={`${titleId}-size`}
          sizes={sizes}
          stock={stock}
          value={size}
          onChange={(next) => {
            setSize(next);
            setError(null);
          }}
          error={error}
        />
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={() => ref.current?.close()}>
            Cancel
          </Button>
          <Button variant="accent" onClick={buy}>
            <Zap aria-hidden="true" className="size-4" />
            Buy Now
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
