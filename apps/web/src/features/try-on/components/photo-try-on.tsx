// The photo try-on: the shopper chooses or takes a photo (it stays in this browser: shown from a local
// object URL, never uploaded), the product's picture is laid over it, and they move, resize, turn and
// fade it with a finger, the mouse, the keyboard or the sliders, then save the result as a PNG or share
// it. An overlay is a preview of colour and proportion, not a fitting, and the page says so.
import { imageSources } from '@shop/domain/rules';
import { Camera, Download, ImagePlus, RotateCcw, Share2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import type { TryOnProduct } from '../api/try-on-products';
import { canShareFiles, composeTryOn, downloadBlob, SAVE_FAILED } from '../hooks/compose-photo';
import { clampOverlay, OVERLAY_START, type Overlay } from '../hooks/overlay-transform';
import { useOverlayGestures } from '../hooks/use-overlay-gestures';
import { OverlaySliders } from './overlay-sliders';

const FILE_NAME = 'try-on.png';

/** The photo chosen on this device, shown from an object URL that is let go when it changes. */
function useLocalPhoto() {
  const [photo, setPhoto] = useState<string | null>(null);
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo) : undefined), [photo]);
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file && file.type.startsWith('image/')) setPhoto(URL.createObjectURL(file));
  };
  return [photo, choose] as const;
}

function PhotoInputs({
  onChoose,
  hasPhoto,
}: {
  onChoose: (e: ChangeEvent<HTMLInputElement>) => void;
  hasPhoto: boolean;
}) {
  const id = useId();
  const pick =
    'border-ink/25 hover:border-ink has-[:focus-visible]:ring-ink inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border bg-white px-4 text-sm font-semibold has-[:focus-visible]:ring-2';
  return (
    <div className="flex flex-wrap gap-2">
      <label htmlFor={`${id}-choose`} className={pick}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {hasPhoto ? 'Choose another photo' : 'Choose a photo'}
        <input id={`${id}-choose`} type="file" accept="image/*" onChange={onChoose} className="sr-only" />
      </label>
      <label htmlFor={`${id}-take`} className={pick}>
        <Camera aria-hidden="true" className="size-4" />
        Take a photo
        <input
          id={`${id}-take`}
          type="file"
          accept="image/*"
          capture="user"
          onChange={onChoose}
          className="sr-only"
        />
      </label>
    </div>
  );
}

export function PhotoTryOn({ product }: { product: TryOnProduct }) {
  const [photo, choosePhoto] = useLocalPhoto();
  const [overlay, setOverlayState] = useState<Overlay>(OVERLAY_START);
  const [status, setStatus] = useState('');
  // The page renders only in the browser (a signed-in screen), so the share sheet can be asked here.
  const [shareable] = useState(canShareFiles);
  const stage = useRef<HTMLDivElement>(null);
  const photoImg = useRef<HTMLImageElement>(null);
  const pictureImg = useRef<HTMLImageElement>(null);
  const setOverlay = useCallback((change: (o: Overlay) => Overlay) => setOverlayState((o) => change(o)), []);
  const gestures = useOverlayGestures(stage, overlay, setOverlay);
  const picture = product.images[0] ? imageSources(product.images[0], '', []).fallback : null;

  const compose = async (): Promise<File | null> => {
    if (!photoImg.current || !pictureImg.current) return null;
    try {
      const blob = await composeTryOn(photoImg.current, pictureImg.current, overlay);
      return new File([blob], FILE_NAME, { type: 'image/png' });
    } catch {
      setStatus(SAVE_FAILED);
      return null;
    }
  };

  const save = async () => {
    const file = await compose();
    if (!file) return;
    downloadBlob(file, FILE_NAME);
    setStatus(`Saved as ${FILE_NAME}.`);
  };

  const share = async () => {
    const file = await compose();
    if (!file) return;
    try {
      await navigator.share({ files: [file], title: `${product.name}: my try-on` });
    } catch {
      // Closing the share sheet is not an error worth a message.
    }
  };

  if (!picture) {
    return <p className="text-muted text-sm">This piece has no picture to lay over a photo.</p>;
  }

  return (
    <div className="space-y-4">
      <PhotoInputs onChoose={choosePhoto} hasPhoto={photo !== null} />
      {photo ? (
        <>
          <div
            ref={stage}
            className="relative mx-auto max-w-md touch-none overflow-hidden rounded-2xl bg-neutral-900 select-none"
            onPointerDown={gestures.onPointerDown}
            onPointerMove={gestures.onPointerMove}
            onPointerUp={gestures.onPointerUp}
            onPointerCancel={gestures.onPointerUp}
          >
            <img
              ref={photoImg}
              src={photo}
              alt="Your photo"
              className="block h-auto w-full"
              draggable={false}
            />
            <img
              ref={pictureImg}
              src={picture}
              crossOrigin="anonymous"
              alt={`${product.name}, laid over your photo`}
              tabIndex={0}
              draggable={false}
              onKeyDown={gestures.onKeyDown}
              aria-describedby="try-on-keys"
              className="focus-visible:outline-accent absolute max-w-none cursor-move focus-visible:outline-4"
              style={{
                left: `${overlay.x * 100}%`,
                top: `${overlay.y * 100}%`,
                width: `${overlay.scale * 100}%`,
                opacity: overlay.opacity,
                transform: `translate(-50%, -50%) rotate(${overlay.rotation}deg)`,
              }}
            />
          </div>
          <p id="try-on-keys" className="text-muted text-center text-xs">
            Drag to move, pinch to resize and turn. Keyboard: arrows move, + and − resize, [ and ] turn.
          </p>
          <OverlaySliders overlay={overlay} onChange={(next) => setOverlay(() => clampOverlay(next))} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void save()}>
              <Download aria-hidden="true" className="size-4" />
              Save picture
            </Button>
            {shareable ? (
              <Button variant="outline" onClick={() => void share()}>
                <Share2 aria-hidden="true" className="size-4" />
                Share
              </Button>
            ) : null}
            <Button variant="ghost" onClick={() => setOverlay(() => OVERLAY_START)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Start again
            </Button>
          </div>
          <p role="status" className="min-h-5 text-sm">
            {status}
          </p>
        </>
      ) : null}
    </div>
  );
}
