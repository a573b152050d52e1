// Where the owner drops files or picks them. The picker is a real file input (hidden visually, its
// label styled as a button), so a keyboard reaches it with Tab and opens it with Enter or Space.
// While this screen is open, a file dropped beside the zone is ignored instead of opening in the tab.
import { clsx } from 'clsx';
import { UploadCloud } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/avif,video/mp4,video/webm';

const carriesFiles = (event: DragEvent | globalThis.DragEvent) =>
  [...(event.dataTransfer?.types ?? [])].includes('Files');

export function DropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  useEffect(() => {
    const stray = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', stray);
    window.addEventListener('drop', stray);
    return () => {
      window.removeEventListener('dragover', stray);
      window.removeEventListener('drop', stray);
    };
  }, []);

  return (
    <div
      onDragEnter={(event) => {
        if (!disabled && carriesFiles(event)) setOver(true);
      }}
      onDragOver={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        if (!over) setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
      className={clsx(
        'flex flex-col items-center rounded-2xl border-2 border-dashed px-4 py-10 text-center transition-colors',
        over ? 'border-ink bg-accent/20' : 'border-ink/25 bg-white',
      )}
    >
      <UploadCloud aria-hidden="true" className="size-10 text-muted" />
      <p className="mt-3 font-semibold">
        {over ? 'Drop the files to add them' : 'Drag pictures and videos here'}
      </p>
      <p className="mt-1 text-sm text-muted">or</p>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file can be picked again after it was removed.
          event.target.value = '';
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={buttonClasses(
          'primary',
          'md',
          'mt-2 cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[#1d4ed8] peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        Choose files
      </label>
      <p id={`${id}-hint`} className="mt-3 max-w-md text-xs text-muted">
        Pictures (JPEG, PNG, GIF, WebP, AVIF) up to 10 MB each and videos (MP4, WebM) up to 100 MB each. Many
        at once.
      </p>
    </div>
  );
}
