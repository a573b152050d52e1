// One question in the owner's FAQ list: drag it within its category, or move it with the up and down
// buttons (the keyboard's way, and the phone's); edit, hide or show, delete.
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Eye, EyeOff, GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { DragEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { AdminFaq } from '../api/faqs-api';
import { Badge } from '../components/status-badges';

export type DropPlace = 'before' | 'after';

type Props = {
  faq: AdminFaq;
  position: number;
  count: number;
  dragging: boolean;
  dropPlace: DropPlace | null;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  drag: {
    onDragStart: (event: DragEvent<HTMLLIElement>) => void;
    onDragOver: (event: DragEvent<HTMLLIElement>) => void;
    onDrop: (event: DragEvent<HTMLLIElement>) => void;
    onDragEnd: () => void;
  };
};

function IconButton({
  label,
  onClick,
  disabled,
  children,
  move,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  move?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      data-move={move}
      className="grid size-11 place-items-center rounded-full border border-ink/15 hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-30 sm:size-9"
    >
      {children}
    </button>
  );
}

export function FaqItem({
  faq,
  position,
  count,
  dragging,
  dropPlace,
  busy,
  onMove,
  onEdit,
  onToggle,
  onDelete,
  drag,
}: Props) {
  const quoted = `“${faq.question}”`;
  return (
    <li
      draggable
      {...drag}
      data-faq={faq.id}
      className={clsx(
        'flex gap-2 bg-white px-2 py-3 sm:px-3',
        dragging && 'opacity-40',
        dropPlace === 'before' && 'shadow-[inset_0_3px_0_0_#1d4ed8]',
        dropPlace === 'after' && 'shadow-[inset_0_-3px_0_0_#1d4ed8]',
      )}
    >
      <div
        className="flex shrink-0 flex-col items-center gap-1"
        role="group"
        aria-label={`Order of ${quoted}`}
      >
        <span
          className="hidden cursor-grab py-1 text-muted active:cursor-grabbing sm:block"
          title="Drag to reorder"
          aria-hidden="true"
        >
          <GripVertical className="size-5" />
        </span>
        <IconButton
          label={`Move ${quoted} up`}
          onClick={() => onMove(-1)}
          disabled={position === 1}
          move={`${faq.id}:-1`}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </IconButton>
        <IconButton
          label={`Move ${quoted} down`}
          onClick={() => onMove(1)}
          disabled={position === count}
          move={`${faq.id}:1`}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </IconButton>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
          <p className="min-w-0 font-semibold break-words">
            <span className="sr-only">
              {position} of {count}:{' '}
            </span>
            {faq.question}
          </p>
          {faq.is_active ? null : (
            <Badge colour="grey" label="Status">
              hidden
            </Badge>
          )}
        </div>
        <p className="mt-1 line-clamp-2 text-sm whitespace-pre-line text-muted">{faq.answer}</p>
        <div
          className="mt-2 flex flex-wrap items-center gap-1"
          role="group"
          aria-label={`Actions for ${quoted}`}
        >
          <Button size="sm" variant="ghost" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> {quoted}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={onToggle} disabled={busy}>
            {faq.is_active ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            {faq.is_active ? 'Hide' : 'Show'}
            <span className="sr-only">
              {faq.is_active ? ` ${quoted} from the FAQ page` : ` ${quoted} on the FAQ page`}
            </span>
          </Button>
          <Button size="sm" variant="ghost" className="text-red-800 hover:bg-red-50" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete<span className="sr-only"> {quoted}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
