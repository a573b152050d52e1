// The product pins on one video: pick a product, say from which second it shows (the pin stays for
// the 5 second tag window), then click the frame where the product is. Pins showing at that second are
// drawn on the frame and can be dragged (or moved with the arrow keys); every pin is listed with its
// window, which can be changed, and a Remove button. With the keyboard, Enter on the frame places the
// pin in its middle.
import * as Dialog from '@radix-ui/react-dialog';
import { PIN_WINDOW_SECONDS, visiblePins } from '@shop/domain/rules';
import { PRODUCT_TAGGED_MESSAGE, TAG_FAILED_MESSAGE } from '@shop/domain/texts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import type { ProductHit } from '../api/products-api';
import {
  changeTag,
  createTag,
  deleteTag,
  tagsKey,
  tagsQuery,
  VIDEOS_KEY,
  type AdminVideo,
  type VideoTag,
} from '../api/videos-api';
import { DialogHeading, DialogSheet } from '../components/dialog-parts';
import { Field, TextField } from '../components/fields';
import { ProductSearch, ResultButton } from '../components/product-search';
import { ErrorState, FormError, LoadingState } from '../components/states';
import { useAction } from '../hooks/use-action';
import { PinRow } from './pin-row';
import { PinsFrame } from './pins-frame';

type Props = { video: AdminVideo | null; onOpenChange: (open: boolean) => void };

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
  const remove = useAction(async (tag: VideoTag) => {
    await deleteTag(api, video.id, tag.id);
    notify.success('Pin removed.');
    await refresh();
  });
  // A change that fails says why and leaves the pin where the server has it.
  const change = async (tag: VideoTag, json: Parameters<typeof changeTag>[3], done: string) => {
    try {
      await changeTag(api, video.id, tag.id, json);
      notify.success(done);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The pin could not be changed.');
    }
    await refresh();
  };
  const move = (tag: VideoTag, to: { x: number; y: number }) =>
    change(tag, { position_x: to.x, position_y: to.y }, 'Pin moved.');
  const reschedule = (tag: VideoTag, from: number, to: number) =>
    change(tag, { show_at: from, hide_at: to }, 'Pin window saved.');

  const all = (tags.data ?? []).map((tag, i) => ({ tag, n: i + 1 }));
  const showing = timeOk
    ? visiblePins(
        all.map((p) => p.tag),
        showAt,
      )
    : [];
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
      <PinsFrame
        video={video}
        pins={all.filter((p) => showing.includes(p.tag))}
        busy={place.pending}
        onPlace={place.start}
        onMove={move}
      />
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
            {all.map(({ tag, n }) => (
              <PinRow
                key={`${tag.id}:${tag.show_at}:${tag.hide_at}`}
                tag={tag}
                n={n}
                showing={showing.includes(tag)}
                busy={remove.pending}
                onWindow={reschedule}
                onRemove={remove.start}
              />
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
