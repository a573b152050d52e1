// Saved answers: one tap puts a reply's text in the box (to edit or send), and the owner keeps the list
// — add, change, delete — in a small panel under the box.
import type { QuickReply } from '@shop/contracts';
import { CHAT_MESSAGE_MAX } from '@shop/domain/rules';
import { QUICK_REPLY_TITLE_MAX } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { adminChatApi, QUICK_REPLIES_KEY, quickRepliesQuery } from '../api/chat-api';
import { useAction } from '../hooks/use-action';
import { CONTROL } from '../components/fields';

export function QuickReplyPicker({ onPick }: { onPick: (body: string) => void }) {
  const replies = useQuery(quickRepliesQuery());
  if (!replies.data || replies.data.length === 0) return null;
  return (
    <ul className="mb-2 flex gap-1 overflow-x-auto pb-1" aria-label="Quick replies">
      {replies.data.map((reply) => (
        <li key={reply.id} className="shrink-0">
          <button
            type="button"
            onClick={() => onPick(reply.body)}
            className="min-h-9 rounded-full border border-ink/20 px-3 text-xs font-semibold hover:border-ink"
          >
            {reply.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

function ReplyForm({ reply, onDone }: { reply?: QuickReply; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(reply?.title ?? '');
  const [body, setBody] = useState(reply?.body ?? '');
  const save = useAction(async () => {
    if (reply) await adminChatApi.editReply({ id: reply.id, title, body });
    else await adminChatApi.addReply({ title, body });
    await queryClient.invalidateQueries({ queryKey: QUICK_REPLIES_KEY });
    onDone();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.start();
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl bg-ink/5 p-3">
      <label htmlFor={`${id}-title`} className="block text-xs font-semibold">
        Title
      </label>
      <input
        id={`${id}-title`}
        required
        maxLength={QUICK_REPLY_TITLE_MAX}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        className={CONTROL}
      />
      <label htmlFor={`${id}-body`} className="block text-xs font-semibold">
        Reply
      </label>
      <textarea
        id={`${id}-body`}
        required
        rows={3}
        maxLength={CHAT_MESSAGE_MAX}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        className={CONTROL}
      />
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={save.pending}
          className="min-h-9 rounded-full bg-ink px-4 text-sm font-semibold text-paper"
        >
          {reply ? 'Save reply' : 'Add reply'}
        </button>
        <button type="button" onClick={onDone} className="min-h-9 rounded-full px-3 text-sm underline">
          Cancel
        </button>
      </div>
    </form>
  );
}

export function QuickReplyManager() {
  const queryClient = useQueryClient();
  const replies = useQuery(quickRepliesQuery());
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const remove = useAction(async (id: string) => {
    await adminChatApi.deleteReply(id);
    await queryClient.invalidateQueries({ queryKey: QUICK_REPLIES_KEY });
  });
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer py-1 font-semibold">Manage quick replies</summary>
      <ul className="mt-2 space-y-2">
        {(replies.data ?? []).map((reply) =>
          editing === reply.id ? (
            <li key={reply.id}>
              <ReplyForm reply={reply} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={reply.id} className="flex items-start gap-2">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{reply.title}</span>
                <span className="block truncate text-xs text-muted">{reply.body}</span>
              </span>
              <button type="button" className="min-h-9 px-2 underline" onClick={() => setEditing(reply.id)}>
                Edit<span className="sr-only"> {reply.title}</span>
              </button>
              <button
                type="button"
                className="min-h-9 px-2 text-red-800 underline"
                disabled={remove.pending}
                onClick={() => remove.start(reply.id)}
              >
                Delete<span className="sr-only"> {reply.title}</span>
              </button>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <div className="mt-2">
          <ReplyForm onDone={() => setEditing(null)} />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="mt-2 min-h-9 rounded-full border border-ink/20 px-3 font-semibold"
        >
          New quick reply
        </button>
      )}
    </details>
  );
}
