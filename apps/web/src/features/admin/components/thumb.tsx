// A piece's small square picture at the start of a list row or card.
import { ProductPicture } from '../../../components/ui/product-picture';

export function Thumb({ src, size = 48 }: { src: string | null | undefined; size?: number }) {
  return (
    <span
      className="block shrink-0 overflow-hidden rounded-lg bg-ink/5"
      style={{ width: size, height: size }}
    >
      <ProductPicture
        src={src}
        alt=""
        sizes={`${size}px`}
        width={size}
        height={size}
        className="size-full object-cover"
      />
    </span>
  );
}
