// The product pins on one video: pick a product, say from which second it shows (the pin stays for
// the 5 second tag window), then click the frame where the product is. Pins showing at that second are
// drawn on the frame; every pin is listed with its window and a Remove button. With the keyboard,
// Enter on the frame places the pin in its middle.
import * as Dialog from '@radix-ui/react-dialog';
import { formatKes, PIN_WINDOW_SECONDS, pointToPercent, visiblePins } from '@shop/domain/rules';
import { PRODUCT_TAGGED_MESSAGE, TAG_FAILED_MESSAGE } from '@shop/domain/texts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState, type MouseEvent } from 'react';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import type { ProductHit } from '../api/products-api';
import { createTag, deleteTag, tagsKey, tagsQuery, VIDEOS_KEY, type AdminVideo } from '../api/videos-api';
import { DialogHeading, DialogSheet } from '../components/dialog-parts';
import { Field, TextField } from '../components/fields';
import { ProductSearch, ResultButton } from '../components/product-search';
import { ErrorState, FormError, LoadingState } from '../components/states';
import { useAction } from '../hooks/use-action';
import { videoSource } from './video-source';

type Props = { video: AdminVideo | null; onOpenChange: (open: boolean) => void };

function Frame({
  video,
  onPlace,
  busy,
  pins,
}: {
  video: AdminVideo;
  onPlace: (x: number, y: number) => void;
  busy: boolean;
  pins: { id: string; position_x: number; position_y: number; product: { name: string } }[];
}) {
  const { poster, kind } = videoSource(video);
  const place = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard press has no pointer position: the pin goes in the middle.
    if (event.detail === 0) return onPlace(50, 50);
    const at = pointToPercent(
      { x: event.clientX, y: event.clientY },
      event.currentTarget.getBoundingClientRect(),
    );
    onPlace(at.x, at.y);
  };
  return (
    <div className="relative mx-auto aspect-video w-full overflow-hidden rounded-xl bg-ink">
      {poster ? (
        <img src={poster} alt="" className="size-full object-contain" />
      ) : kind === 'upload' ? (
        <video src={video.url} preload="metadata" muted playsInline className="size-full object-contain" />
      ) : null}
      {pins.map((pin, i) => (
        <span
          key={pin.id}
          aria-hidden="true"
          title={pin.product.name}
          className="absolute grid size-7 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-xs font-bold text-ink shadow ring-2 ring-accent"
          style={{ left: `${pin.position_x}%`, top: `${pin.position_y}%` }}
        >
          {i + 1}
        </span>
      ))}
      <button
        type="button"
        disabled={busy}
        onClick={place}
        aria-label="Place the pin: click where the product is (Enter places it in the middle)"
        className="absolute inset-0 cursor-crosshair focus-visible:outline-4 focus-visible:outline-accent disabled:cursor-wait"
      />
    </div>
  );
}

function PinsEditor({ video }: { video: AdminVideo }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const tags = useQuery(tagsQuery(api, video.id));
  const [product, setProduct] = useState<ProductHit | null>(null);
  const [second, setSecond] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);
  const showAt = Number(second);
  const timeOk = second.trim() !== '' && Number.isFinite(showAt) && showAt >= 0;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tagsKey(video.id) }),
      queryClient.invalidateQueries({ queryKey: VIDEOS_KEY }),
    ]);

  const place = useAction(async (x: number, y: number) => {
    setProblem(null);
    if (!product) return setProblem('Choose a product first.');
    if (!timeOk) return setProblem('Say from which second the pin shows (0 or more).');
    try {
      await createTag(api, video.id, {
        product_id: product.id,
        position_x: x,
        position_y: y,
        show_at: showAt,
      });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : null);
      notify.error(TAG_FAILED_MESSAGE);
      return;
    }
    notify.success(PRODUCT_TAGGED_MESSAGE);
    await refresh();
  });
  const remove = useAction(async (tagId: string) => {
    await deleteTag(api, video.id, tagId);
    notify.success('Pin removed.');
    await refresh();
  });

  const all = tags.data ?? [];
  const showing = timeOk ? visiblePins(all, showAt) : [];
  return (
    <div className="mt-4 space-y-4">
      <Field
        label="Product"
        hint={product ? `Chosen: ${product.name}` : 'Search, then choose the product to pin.'}
      >
        {(control) => (
          <ProductSearch
            control={control}
            action={(hit) => (
              <ResultButton
                onClick={() => setProduct(hit)}
                disabled={product?.id === hit.id}
                aria-label={product?.id === hit.id ? `${hit.name} is chosen` : `Choose ${hit.name}`}
              >
                {product?.id === hit.id ? 'Chosen' : 'Choose'}
              </ResultButton>
            )}
          />
        )}
      </Field>
      <TextField
        label="Shows from (seconds)"
        hint={`The pin shows for ${PIN_WINDOW_SECONDS} seconds from this moment.`}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.1}
        value={second}
        onChange={(e) => setSecond(e.target.value)}
      />
      <Frame video={video} pins={showing} busy={place.pending} onPlace={place.start} />
      <FormError message={problem} />
      <section aria-labelledby="pins-heading">
        <h3 id="pins-heading" className="mb-2 text-sm font-bold">
          Pins on this video
        </h3>
        {tags.isPending ? (
          <LoadingState label="Loading pins…" />
        ) : tags.isError ? (
          <ErrorState error={tags.error} onRetry={() => void tags.refetch()} />
        ) : all.length === 0 ? (
          <p className="text-sm text-muted">No pins yet.</p>
        ) : (
          <ol className="divide-y divide-ink/10 rounded-xl border border-ink/10 bg-white">
            {all.map((tag, i) => (
              <li
                key={tag.id}
                className={clsx(
                  'flex items-center gap-3 px-3 py-2 text-sm',
                  showing.includes(tag) && 'bg-accent/10',
                )}
              >
                <span className="w-5 text-right font-bold">{i + 1}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{tag.product.name}</span>
                  <span className="block text-xs text-muted">
                    {formatKes(tag.product.price)} · {tag.show_at}s–{tag.hide_at}s · at {tag.position_x}%,{' '}
                    {tag.position_y}%
                  </span>
                </span>
                <ResultButton
                  disabled={remove.pending}
                  onClick={() => remove.start(tag.id)}
                  aria-label={`Remove the pin of ${tag.product.name} at ${tag.show_at} seconds`}
                >
                  Remove
                </ResultButton>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export function PinsDialog({ video, onOpenChange }: Props) {
  return (
    <DialogSheet open={video !== null} onOpenChange={onOpenChange} width="xl">
      <DialogHeading title={video ? `Pins: ${video.title}` : 'Pins'} />
      <Dialog.Description className="sr-only">
        Products pinned on the video, each for a few seconds at a place on the frame.
      </Dialog.Description>
      {video ? <PinsEditor video={video} /> : null}
    </DialogSheet>
  );
}
