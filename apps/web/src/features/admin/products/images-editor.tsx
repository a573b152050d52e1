// The product's pictures in the shop's order, the first one the cover. Add them by dropping or
// choosing files (many at once) or by a web address; put them in order by dragging or with the
// Move buttons (the keyboard's way, which keep the focus on the picture that moved); remove them.
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ProductPicture } from '../../../components/ui/product-picture';
import type { UploadedFile } from '../api/uploads-api';
import { MediaUploader } from '../components/media-uploader';
import { PictureAddressField } from '../components/picture-address-field';
import { addImages, MAX_IMAGES, mediaProblem, moveItem } from './product-media';

type Props = { images: string[]; onChange: (images: string[]) => void; error?: string };

const DRAG_TYPE = 'application/x-product-picture';
type Focus = { url: string; control: 'left' | 'right' | 'remove' } | { url: null; control: 'add' };

export function ImagesEditor({ images, onChange, error }: Props) {
  const id = useId();
  const [dragging, setDragging] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const [notes, setNotes] = useState<string[]>([]);
  // Where the focus goes after the next render (a ref: focusing is not state).
  const focusNext = useRef<Focus | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const addressInput = useRef<HTMLInputElement>(null);

  // After a move or a removal the focus follows the picture (or goes to the address box).
  useEffect(() => {
    const focus = focusNext.current;
    if (!focus) return;
    focusNext.current = null;
    if (focus.url === null) {
      addressInput.current?.focus();
      return;
    }
    const item = [...(list.current?.querySelectorAll<HTMLElement>('[data-url]') ?? [])].find(
      (el) => el.dataset.url === focus.url,
    );
    // At an end the arrow that moved it is disabled: the other arrow takes the focus.
    const other = { left: 'right', right: 'left', remove: 'remove' }[focus.control];
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-control="${focus.control}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>(`[data-control="${other}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    button?.focus();
  });

  const move = (from: number, to: number, control: 'left' | 'right' | null) => {
    const next = moveItem(images, from, to);
    const url = images[from]!;
    const at = next.indexOf(url);
    if (at === from) return;
    onChange(next);
    setSaid(`Picture moved to position ${at + 1} of ${next.length}${at === 0 ? ', the cover' : ''}.`);
    if (control) focusNext.current = { url, control };
  };
  const remove = (index: number) => {
    const next = images.filter((_, i) => i !== index);
    onChange(next);
    setSaid(`Picture ${index + 1} removed.`);
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = neighbour ? { url: neighbour, control: 'remove' } : { url: null, control: 'add' };
  };
  const uploaded = (files: UploadedFile[]) => {
    const pictures = files.filter((f) => f.kind === 'image').map((f) => f.url);
    const videos = files.filter((f) => f.kind === 'video');
    const result = addImages(images, pictures);
    onChange(result.images);
    setNotes([
      ...videos.map((v) => `${v.filename} is a video: it was uploaded, add it under Video instead.`),
      ...(result.skipped > 0
        ? [`${result.skipped} picture(s) left out: a product has at most ${MAX_IMAGES} pictures.`]
        : []),
    ]);
  };
  const addAddress = (url: string) => {
    const problem = mediaProblem(url);
    if (problem) return problem;
    if (images.includes(url)) return 'This picture is already in the list.';
    if (images.length >= MAX_IMAGES) return `At most ${MAX_IMAGES} pictures`;
    onChange([...images, url]);
    return null;
  };

  const dragStart = (event: DragEvent, index: number) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(DRAG_TYPE, String(index));
    setDragging(index);
  };
  const dragOver = (event: DragEvent, index: number) => {
    if (dragging === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setTarget(index);
  };
  const drop = (event: DragEvent, index: number) => {
    if (dragging === null) return;
    event.preventDefault();
    move(dragging, index, null);
    setDragging(null);
    setTarget(null);
  };
  const full = images.length >= MAX_IMAGES;

  return (
    <div className="space-y-4">
      {images.length > 0 ? (
        <ol
          ref={list}
          aria-label="Pictures, in the shop's order"
          aria-describedby={`${id}-order`}
          className="grid grid-cols-2 gap-3 min-[420px]:grid-cols-3 sm:grid-cols-4 2xl:grid-cols-5"
        >
          {images.map((url, i) => (
            <li
              key={url}
              data-url={url}
              draggable
              onDragStart={(event) => dragStart(event, i)}
              onDragOver={(event) => dragOver(event, i)}
              onDragLeave={() => setTarget((t) => (t === i ? null : t))}
              onDrop={(event) => drop(event, i)}
              onDragEnd={() => {
                setDragging(null);
                setTarget(null);
              }}
              className={clsx(
                'relative cursor-grab overflow-hidden rounded-xl border bg-white active:cursor-grabbing',
                dragging === i ? 'opacity-40' : '',
                target === i && dragging !== i ? 'border-ink ring-2 ring-ink' : 'border-ink/10',
              )}
            >
              <div className="aspect-square bg-ink/5">
                <ProductPicture
                  src={url}
                  alt={`Picture ${i + 1}${i === 0 ? ' (cover)' : ''}`}
                  sizes="10rem"
                  width={160}
                  height={160}
                  className="pointer-events-none size-full object-cover"
                />
              </div>
              <span
                className={clsx(
                  'absolute top-1.5 left-1.5 rounded-full px-2 py-0.5 text-xs font-semibold',
                  i === 0 ? 'bg-ink text-paper' : 'bg-white/90 text-ink',
                )}
              >
                {i === 0 ? 'Cover' : i + 1}
              </span>
              <div className="flex items-center justify-between border-t border-ink/10">
                <button
                  type="button"
                  data-control="left"
                  disabled={i === 0}
                  onClick={() => move(i, i - 1, 'left')}
                  className="grid size-10 place-items-center hover:bg-ink/5 disabled:opacity-30"
                  aria-label={`Move picture ${i + 1} left`}
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  data-control="remove"
                  onClick={() => remove(i)}
                  className="grid size-10 place-items-center text-red-800 hover:bg-red-50"
                  aria-label={`Remove picture ${i + 1}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  data-control="right"
                  disabled={i === images.length - 1}
                  onClick={() => move(i, i + 1, 'right')}
                  className="grid size-10 place-items-center hover:bg-ink/5 disabled:opacity-30"
                  aria-label={`Move picture ${i + 1} right`}
                >
                  <ArrowRight aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">No pictures yet: the shop shows a placeholder.</p>
      )}
      <p id={`${id}-order`} className="text-xs text-muted">
        {images.length} of {MAX_IMAGES} pictures. The first is the cover; drag a picture or use its arrows to
        change the order.
      </p>
      <div aria-live="polite" className="sr-only">
        {said}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <MediaUploader
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        multiple
        disabled={full}
        buttonLabel="Choose pictures"
        dropLabel={full ? 'This product has 20 pictures.' : 'Drag pictures here, several at once, or'}
        hint="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each. New pictures go to the end."
        onUploaded={uploaded}
      />
      {notes.length > 0 ? (
        <ul className="space-y-1 text-sm text-amber-900" aria-live="polite">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <PictureAddressField
        label="Or add a picture by its web address"
        placeholder="https://…"
        disabled={full}
        onAdd={addAddress}
        inputRef={addressInput}
      />
    </div>
  );
}
