// The product's video: an address (an uploaded MP4/WebM or a YouTube link) or a file uploaded here,
// with a preview so the owner sees what shoppers will get.
import { youtubeThumbnailUrls } from '@shop/domain/rules';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../components/fields';
import { MediaUploader } from '../components/media-uploader';
import { videoPreview } from './product-media';

type Props = { value: string; onChange: (value: string) => void; error?: string };

export function VideoField({ value, onChange, error }: Props) {
  const preview = error ? null : videoPreview(value);
  return (
    <div className="space-y-3">
      <TextField
        label="Video address (optional)"
        type="url"
        inputMode="url"
        placeholder="https://youtu.be/… or upload a file below"
        hint="An uploaded MP4 or WebM video, a YouTube link or another web address."
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <MediaUploader
        accept="video/mp4,video/webm"
        buttonLabel="Upload a video"
        dropLabel="Drag an MP4 or WebM video here, or"
        hint="Up to 100 MB. A short clip loads faster for shoppers on mobile data."
        onUploaded={(files) => {
          const video = files.find((f) => f.kind === 'video') ?? files[0];
          if (video) onChange(video.url);
        }}
      />
      {preview ? (
        <figure className="space-y-2">
          {preview.kind === 'file' ? (
            <video
              key={preview.src}
              src={preview.src}
              controls
              muted
              playsInline
              preload="metadata"
              className="max-h-72 w-full max-w-md rounded-xl bg-ink"
            >
              <track kind="captions" />
            </video>
          ) : (
            <img
              src={youtubeThumbnailUrls(preview.id)[2]}
              alt="The YouTube video's picture"
              width={480}
              height={360}
              loading="lazy"
              className="aspect-video w-full max-w-md rounded-xl bg-ink object-cover"
            />
          )}
          <figcaption className="flex flex-wrap items-center gap-2 text-xs text-muted">
            {preview.kind === 'file' ? 'Preview of the video.' : 'A YouTube video: it plays from YouTube.'}
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              <X aria-hidden="true" className="size-4" />
              Remove the video
            </Button>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
