// The picture at the start of a bag line (a piece, or a bundle's first piece).
import { ProductPicture } from '../../../components/ui/product-picture';

export function BagLinePicture({ src }: { src: string | undefined }) {
  return (
    <div className="h-24 w-20 shrink-0 overflow-hidden rounded-xl bg-neutral-200">
      <ProductPicture
        src={src}
        alt=""
        width={80}
        height={96}
        sizes="80px"
        className="h-full w-full object-cover"
      />
    </div>
  );
}
