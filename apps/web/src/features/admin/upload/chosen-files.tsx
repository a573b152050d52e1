// The files chosen and not yet sent: name, size and what the name suggests, each removable.
import { FileQuestion, Film, Image as ImageIcon, X } from 'lucide-react';
import { expectedKind, formatBytes, type Chosen } from './upload-queue';

export function ChosenFiles({
  chosen,
  onRemove,
  disabled,
}: {
  chosen: Chosen[];
  onRemove: (key: string) => void;
  disabled: boolean;
}) {
  return (
    <ul
      className="divide-y divide-ink/10 rounded-2xl border border-ink/10 bg-white"
      aria-label="Chosen files"
    >
      {chosen.map(({ key, file }) => {
        const media = file.type.startsWith('image/') || file.type.startsWith('video/') || !file.type;
        const kind = expectedKind(file.name);
        const Icon = !media ? FileQuestion : kind === 'video' ? Film : ImageIcon;
        return (
          <li key={key} className="flex items-center gap-3 px-3 py-2">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium">{file.name}</span>
              <span className="block text-xs text-muted">
                {formatBytes(file.size)} ·{' '}
                {media ? (kind === 'video' ? 'video' : 'picture') : 'not a picture or video?'}
              </span>
            </span>
            <button
              type="button"
              onClick={() => onRemove(key)}
              disabled={disabled}
              className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-ink/5 disabled:opacity-40"
              aria-label={`Remove ${file.name}`}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
