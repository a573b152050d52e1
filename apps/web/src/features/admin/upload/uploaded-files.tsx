// The files the server kept in this visit, newest first: a preview, the kind the server decided by
// the content, and the address to paste into a product, bundle or video, with a Copy URL button.
import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ProductPicture } from '../../../components/ui/product-picture';
import type { UploadedFile } from '../api/uploads-api';
import { CONTROL, Field } from '../components/fields';
import { Badge } from '../components/status-badges';

async function copy(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard access (an http address, an old browser): select the text for Ctrl+C instead.
    field?.select();
    return false;
  }
}

function UploadedRow({ file }: { file: UploadedFile }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'selected' | null>(null);
  // As the server answered (/uploads/…): the product, bundle and video forms take it as it is.
  const url = file.url;
  return (
    <li className="flex gap-3 rounded-2xl border border-ink/10 bg-white p-3">
      <a
        href={file.url}
        target="_blank"
        rel="noopener"
        className="block size-20 shrink-0 overflow-hidden rounded-xl bg-ink/5 sm:size-32"
      >
        <span className="sr-only">Open {file.filename} in a new tab</span>
        {file.kind === 'video' ? (
          // A still of the first frame; the video plays in its own tab.
          <video
            src={`${file.url}#t=0.1`}
            muted
            playsInline
            preload="metadata"
            className="size-full object-cover"
          />
        ) : (
          <ProductPicture
            src={file.url}
            alt=""
            sizes="(min-width: 640px) 8rem, 5rem"
            width={128}
            height={128}
            className="size-full object-cover"
          />
        )}
      </a>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 font-semibold break-all">{file.filename}</p>
          <Badge colour={file.kind === 'video' ? 'blue' : 'green'} label="Kept as">
            {file.kind}
          </Badge>
        </div>
        <Field
          label={
            <>
              URL<span className="sr-only"> of {file.filename}</span>
            </>
          }
          className="mt-2"
          size="sm"
        >
          {(control) => (
            <div className="flex flex-wrap gap-2">
              <input
                {...control}
                ref={field}
                readOnly
                value={url}
                onFocus={(event) => event.target.select()}
                className={`${CONTROL} min-w-0 flex-1 basis-56 font-mono text-xs`}
              />
              <Button
                variant="outline"
                onClick={() => void copy(url, field.current).then((ok) => setCopied(ok ? 'yes' : 'selected'))}
              >
                {copied === 'yes' ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <Copy aria-hidden="true" className="size-4" />
                )}
                {copied === 'yes' ? 'Copied' : 'Copy URL'}
                <span className="sr-only"> of {file.filename}</span>
              </Button>
            </div>
          )}
        </Field>
        <p aria-live="polite" className="mt-1 text-xs text-muted">
          {copied === 'yes'
            ? 'The URL is copied.'
            : copied === 'selected'
              ? 'Press Ctrl+C (⌘C) to copy the selected URL.'
              : ''}
        </p>
      </div>
    </li>
  );
}

export function UploadedFiles({ files }: { files: UploadedFile[] }) {
  return (
    <ul className="space-y-3" aria-label="Uploaded files">
      {files.map((file) => (
        <UploadedRow key={file.url} file={file} />
      ))}
    </ul>
  );
}
