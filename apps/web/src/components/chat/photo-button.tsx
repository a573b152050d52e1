// The photo button of both chat composers (the shopper's and the owner's): a labelled file input for
// the picture types the server accepts, emptied after each pick so the same file can be sent again.
import { ImagePlus } from 'lucide-react';

export const CHAT_PHOTO_TYPES = 'image/jpeg,image/png,image/gif,image/webp,image/avif';

export function PhotoButton({ id, onPick }: { id: string; onPick: (file: File | undefined) => void }) {
  return (
    <label
      htmlFor={id}
      className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-ink/5 focus-within:outline-2 focus-within:outline-ink"
    >
      <ImagePlus aria-hidden="true" className="size-5" />
      <span className="sr-only">Send a photo</span>
      <input
        id={id}
        type="file"
        accept={CHAT_PHOTO_TYPES}
        className="sr-only"
        onChange={(e) => {
          onPick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </label>
  );
}
