// The bundle's own pictures: the first is the cover (on cards and at the top of its page), the rest
// the gallery. Pictures are uploaded here with the admin's shared uploader (the server turns each
// into the shop's WebP/AVIF widths) or given as an address. With none, the storefront shows the
// pieces' pictures.
import { uploadFailedMessage } from '@shop/domain/texts';
import { Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ProductPicture } from '../../../components/ui/product-picture';
import type { UploadedFile } from '../api/uploads-api';
import { MediaUploader } from '../components/media-uploader';
import { PictureAddressField } from '../components/picture-address-field';
import { mediaProblem } from '../products/product-media';
import { MAX_PICTURES } from './bundle-form-values';

type Props = {
  value: string[];
  /** Takes an update of the pictures as they are then: uploads finish after other changes. */
  onChange: (update: (pictures: string[]) => string[]) => void;
  error?: string;
};

export function BundlePicturesField({ value, onChange, error }: Props) {
  const [videos, setVideos] = useState<string[]>([]);
  const full = value.length >= MAX_PICTURES;

  const uploaded = (files: UploadedFile[]) => {
    const pictures = files.filter((f) => f.kind === 'image').map((f) => f.url);
    onChange((current) =>
      [...current, ...pictures.filter((src) => !current.includes(src))].slice(0, MAX_PICTURES),
    );
    // A video dropped on the zone (the picker offers pictures only) is kept by the server but is no
    // bundle picture: say so rather than drop it silently.
    const refused = files
      .filter((f) => f.kind === 'video')
      .map((f) => uploadFailedMessage(f.filename, 'This is a video; a bundle takes pictures only.'));
    if (refused.length > 0) setVideos((list) => [...new Set([...list, ...refused])]);
  };

  const addAddress = (url: string) => {
    const problem = mediaProblem(url);
    if (!problem) onChange((current) => (current.includes(url) ? current : [...current, url]));
    return problem;
  };

  return (
    <div>
      {value.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-label="Bundle pictures">
          {value.map((src, i) => (
            <li key={src} className="overflow-hidden rounded-xl border border-ink/10 bg-white">
              <div className="relative aspect-square bg-ink/5">
                <ProductPicture
                  src={src}
                  alt={i === 0 ? 'Cover picture' : `Picture ${i + 1}`}
                  sizes="(min-width: 1280px) 12rem, (min-width: 640px) 30vw, 45vw"
                  width={300}
                  height={300}
                  className="size-full object-cover"
                />
                {i === 0 ? (
                  <span className="absolute top-2 left-2 rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-paper">
                    Cover
                  </span>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-1 p-2">
                {i > 0 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onChange((current) => [src, ...current.filter((v) => v !== src)])}
                    aria-label={`Use picture ${i + 1} as the cover`}
                  >
                    <Star aria-hidden="true" className="size-4" />
                    Cover
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-800"
                  onClick={() => onChange((current) => current.filter((v) => v !== src))}
                  aria-label={i === 0 ? 'Remove the cover picture' : `Remove picture ${i + 1}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-ink/20 px-3 py-4 text-center text-sm text-muted">
          No pictures of its own: the shop shows the pieces’ pictures.
        </p>
      )}
      {error ? <p className="mt-2 text-sm font-medium text-red-700">{error}</p> : null}

      <div className="mt-4">
        <MediaUploader
          accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
          multiple
          buttonLabel="Upload pictures"
          dropLabel="Drag pictures here"
          hint="JPEG, PNG, GIF, WebP or AVIF, up to 10 MB each. The first picture is the cover."
          disabled={full}
          onUploaded={uploaded}
        />
        {videos.length > 0 ? (
          <ul role="alert" className="mt-2 space-y-1 text-sm font-medium text-red-700">
            {videos.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className="mt-4">
        <PictureAddressField
          label="Or add a picture by its address"
          placeholder="https://… or /uploads/…"
          disabled={full}
          onAdd={addAddress}
        />
      </div>
    </div>
  );
}
