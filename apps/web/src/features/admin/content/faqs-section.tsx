// The FAQs tab: every question (shown and hidden) grouped by category as the FAQ page shows them.
// The order changes by dragging a question within its category or with the up and down buttons, and
// is saved at once (POST /api/admin/faqs/reorder); the screen shows the new order straight away and
// goes back to the server's if saving fails.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  adminFaqsQuery,
  changeFaq,
  createFaq,
  deleteFaq,
  FAQS_KEY,
  reorderFaqs,
  type AdminFaq,
} from '../api/faqs-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { plural } from '../format';
import { useAction } from '../hooks/use-action';
import { EMPTY_FAQ, faqToValues } from './content-form-values';
import { FaqDialog } from './faq-dialog';
import { FaqItem, type DropPlace } from './faq-item';
import { categoriesOf, groupByCategory, moveCategory, moveFaq, moveFaqTo } from './faq-order';

export function FaqsSection() {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(adminFaqsQuery(api));
  const [editing, setEditing] = useState<AdminFaq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [savingOrder, setSavingOrder] = useState(false);
  const [dragged, setDragged] = useState<AdminFaq | null>(null);
  const [drop, setDrop] = useState<{ id: string; place: DropPlace } | null>(null);
  const latest = useRef(0);
  // After a move the buttons are in a new place: the focus follows the one that was pressed.
  const refocus = useRef<string | null>(null);

  const faqs = query.data ?? [];
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const [id, step] = wanted.split(':');
    const button =
      document.querySelector<HTMLButtonElement>(`[data-move="${id}:${step}"]:not(:disabled)`) ??
      document.querySelector<HTMLButtonElement>(`[data-move="${id}:${step === '1' ? '-1' : '1'}"]`);
    button?.focus();
  }, [query.data]);

  async function saveOrder(next: AdminFaq[], message: string) {
    queryClient.setQueryData(FAQS_KEY, next);
    setAnnouncement(message);
    const ticket = ++latest.current;
    setSavingOrder(true);
    try {
      const saved = await reorderFaqs(
        api,
        next.map((f) => f.id),
      );
      if (ticket === latest.current) queryClient.setQueryData(FAQS_KEY, saved);
    } catch (error) {
      notify.error(`The new order was not saved. ${error instanceof Error ? error.message : ''}`.trim());
      setAnnouncement('The new order was not saved.');
      await queryClient.invalidateQueries({ queryKey: FAQS_KEY });
    } finally {
      if (ticket === latest.current) setSavingOrder(false);
    }
  }

  const moved = (next: AdminFaq[], faq: AdminFaq, words: string) => {
    const group = next.filter((f) => f.category === faq.category);
    const at = group.findIndex((f) => f.id === faq.id) + 1;
    return `“${faq.question}” ${words}: ${at} of ${group.length} in ${faq.category}.`;
  };

  const move = (faq: AdminFaq, step: -1 | 1) => {
    const next = moveFaq(faqs, faq.id, step);
    if (!next) return;
    refocus.current = `${faq.id}:${step}`;
    void saveOrder(next, moved(next, faq, step < 0 ? 'moved up' : 'moved down'));
  };

  const dragHandlers = (faq: AdminFaq) => ({
    onDragStart: (event: DragEvent<HTMLLIElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', faq.id);
      setDragged(faq);
    },
    onDragOver: (event: DragEvent<HTMLLIElement>) => {
      // Only within the dragged question's own category: categories are ordered as a whole.
      if (!dragged || dragged.category !== faq.category || dragged.id === faq.id) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      const box = event.currentTarget.getBoundingClientRect();
      const place: DropPlace = event.clientY < box.top + box.height / 2 ? 'before' : 'after';
      if (drop?.id !== faq.id || drop.place !== place) setDrop({ id: faq.id, place });
    },
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      event.preventDefault();
      const next = dragged && drop ? moveFaqTo(faqs, dragged.id, drop.id, drop.place) : null;
      if (next && dragged) void saveOrder(next, moved(next, dragged, 'moved'));
      setDragged(null);
      setDrop(null);
    },
    onDragEnd: () => {
      setDragged(null);
      setDrop(null);
    },
  });

  const toggle = useAction(async (faq: AdminFaq) => {
    const saved = await changeFaq(api, faq.id, { is_active: !faq.is_active });
    queryClient.setQueryData<AdminFaq[]>(FAQS_KEY, (list) =>
      list?.map((f) => (f.id === saved.id ? saved : f)),
    );
    notify.success(
      saved.is_active ? 'The question shows on the FAQ page.' : 'The question is hidden from the FAQ page.',
    );
  });

  if (query.isPending) return <LoadingState label="Loading FAQs…" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const groups = groupByCategory(faqs);
  const categories = categoriesOf(faqs);
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {plural(faqs.length, 'question')} in {plural(groups.length, 'category', 'categories')}. Drag a
          question, or use its arrows, to change the order.
          {savingOrder ? <span className="ml-1 font-medium text-ink">Saving the order…</span> : null}
        </p>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          New question
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {groups.length === 0 ? (
        <EmptyState title="No questions yet">Add the questions shoppers ask most.</EmptyState>
      ) : (
        <div className="space-y-5">
          {groups.map((group, g) => (
            <section key={group.category} aria-labelledby={`faq-group-${g}`}>
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <h2 id={`faq-group-${g}`} className="text-base font-bold">
                  {group.category}{' '}
                  <span className="text-sm font-normal text-muted">({group.faqs.length})</span>
                </h2>
                <div className="flex gap-1">
                  {(
                    [
                      [-1, 'up', ArrowUp, g === 0],
                      [1, 'down', ArrowDown, g === groups.length - 1],
                    ] as const
                  ).map(([step, word, Icon, edge]) => (
                    <Button
                      key={word}
                      size="sm"
                      variant="ghost"
                      disabled={edge}
                      onClick={() => {
                        const next = moveCategory(faqs, group.category, step);
                        if (next) void saveOrder(next, `The ${group.category} category moved ${word}.`);
                      }}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                      <span className="sr-only">Move the {group.category} category </span>
                      {word === 'up' ? 'Up' : 'Down'}
                    </Button>
                  ))}
                </div>
              </div>
              <ol className="divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10 bg-white">
                {group.faqs.map((faq, i) => (
                  <FaqItem
                    key={faq.id}
                    faq={faq}
                    position={i + 1}
                    count={group.faqs.length}
                    dragging={dragged?.id === faq.id}
                    dropPlace={drop?.id === faq.id ? drop.place : null}
                    busy={toggle.pending}
                    onMove={(step) => move(faq, step)}
                    onEdit={() => setEditing(faq)}
                    onToggle={() => toggle.start(faq)}
                    onDelete={() => setDeleting(faq)}
                    drag={dragHandlers(faq)}
                  />
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}

      <FaqDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'New question' : 'Edit question'}
        initial={editing && editing !== 'new' ? faqToValues(editing) : EMPTY_FAQ}
        categories={categories}
        submitLabel={editing === 'new' ? 'Add question' : 'Save question'}
        onSave={async (payload) => {
          if (editing === 'new') {
            await createFaq(api, payload);
            notify.success('Question added.');
          } else if (editing) {
            await changeFaq(api, editing.id, payload);
            notify.success('Question saved.');
          }
          await queryClient.invalidateQueries({ queryKey: FAQS_KEY });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this question?"
        description={
          <p>
            “{deleting?.question}” will be gone from the FAQ page for good. To take it off the page for a
            while, hide it instead.
          </p>
        }
        confirmLabel="Delete question"
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await deleteFaq(api, deleting.id);
          notify.success('Question deleted.');
          await queryClient.invalidateQueries({ queryKey: FAQS_KEY });
        }}
      />
    </div>
  );
}
