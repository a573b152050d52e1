// The Pages tab: the four static pages (privacy, terms, about, shipping and returns). Each shows the
// text built into the shop until the owner saves one of their own, and the editor starts from that
// built-in text; "Restore the built-in text" goes back to it. The page being edited is in the address
// (?tab=pages&page=terms).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ExternalLink, RotateCcw } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useBuiltInPage } from '../../../lib/built-in-pages';
import { notify } from '../../../lib/notify';
import { useShopConfig } from '../../../lib/shop-config';
import { useApi } from '../../../lib/use-api';
import {
  adminPagesQuery,
  PAGES_KEY,
  resetPage,
  savePage,
  type AdminPageEntry,
  type PageSlug,
} from '../api/pages-api';
import { ConfirmDialog, DANGER_OUTLINE } from '../components/confirm-dialog';
import { TextField, TextAreaField } from '../components/fields';
import { SchemaForm } from '../components/form-layout';
import { SaveButton } from '../components/save-bar';
import { ErrorState, LoadingState, Panel } from '../components/states';
import { Badge } from '../components/status-badges';
import { formatDateTime } from '../format';
import { useSchemaForm } from '../hooks/use-schema-form';
import { builtInTitle, pageFormSchema, placeIn, STATIC_PAGES } from './content-form-values';
import { pageToMarkdown } from './page-to-markdown';

function FormattingHelp() {
  return (
    <>
      <p>Plain text with a little Markdown:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-4">
        <li>a blank line starts a new paragraph;</li>
        <li>
          <code>## </code> at the start of a line makes a section heading (<code>### </code> a smaller one);
        </li>
        <li>
          lines starting with <code>- </code> make a list (<code>1. </code> a numbered one);
        </li>
        <li>
          <code>**words**</code> are bold; <code>[words](https://…)</code> or <code>[words](/faq)</code> is a
          link.
        </li>
      </ul>
    </>
  );
}

/**
 * A page the owner has not written yet opens with the built-in text: the page is drawn out of sight,
 * read back as Markdown (page-to-markdown), and the editor starts from that.
 */
function BuiltInStart({ entry }: { entry: AdminPageEntry }) {
  const load = useBuiltInPage(entry.slug);
  const [BuiltIn, setBuiltIn] = useState<ComponentType | null>(null);
  const [body, setBody] = useState<string | null>(load ? null : '');
  useEffect(() => {
    let live = true;
    load?.().then(
      (component) => live && setBuiltIn(() => component),
      () => live && setBody(''),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (body !== null) return <PageEditor entry={entry} builtInBody={body} />;
  return (
    <>
      <LoadingState label="Reading the built-in text…" />
      {BuiltIn ? (
        <div
          hidden
          inert
          ref={(element) => {
            if (element) setBody(pageToMarkdown(element));
          }}
        >
          <BuiltIn />
        </div>
      ) : null}
    </>
  );
}

function PageEditor({ entry, builtInBody = '' }: { entry: AdminPageEntry; builtInBody?: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const info = STATIC_PAGES[entry.slug];
  const { shopName } = useShopConfig();
  const [restoring, setRestoring] = useState(false);
  const store = (saved: AdminPageEntry) =>
    queryClient.setQueryData<AdminPageEntry[]>(PAGES_KEY, (list) =>
      list?.map((e) => (e.slug === saved.slug ? saved : e)),
    );
  const { formRef, submit, formError, saving, text } = useSchemaForm({
    schema: pageFormSchema,
    defaultValues: {
      title: entry.page?.title ?? builtInTitle(entry.slug, shopName),
      body: entry.page?.body ?? builtInBody,
    },
    save: async (payload) => {
      store(await savePage(api, entry.slug, payload));
      notify.success(`${payload.title} saved. The shop shows your text now.`);
    },
    place: placeIn(['title', 'body']),
  });

  return (
    <Panel
      title={info.title}
      actions={
        entry.page ? (
          <Badge colour="blue" label="Text">
            <span className="normal-case">Your text</span>
          </Badge>
        ) : (
          <Badge colour="grey" label="Text">
            <span className="normal-case">Built-in text</span>
          </Badge>
        )
      }
    >
      <p className="mb-4 text-sm text-muted">
        {entry.page
          ? `Saved ${formatDateTime(entry.page.updated_at)}${entry.page.updated_by ? ` by ${entry.page.updated_by}` : ''}.`
          : 'The page shows the text built into the shop, here as you can edit it. Change it and save to make it yours.'}{' '}
        <a
          href={info.path}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-medium text-ink underline"
        >
          View the page<span className="sr-only"> {info.path} (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      </p>
      <SchemaForm formRef={formRef} onSubmit={submit} error={formError}>
        <TextField label="Title" maxLength={200} {...text('title')} />
        <TextAreaField
          label="Text"
          hint={<FormattingHelp />}
          rows={16}
          maxLength={100_000}
          className="[&_textarea]:font-mono [&_textarea]:text-[13px]"
          placeholder={
            entry.page ? undefined : `## A heading\n\nA paragraph of the ${info.title.toLowerCase()} page…`
          }
          {...text('body')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          {entry.page ? (
            <button type="button" className={DANGER_OUTLINE} onClick={() => setRestoring(true)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Restore the built-in text
            </button>
          ) : null}
          <SaveButton saving={saving} label="Save text" />
        </div>
      </SchemaForm>
      <ConfirmDialog
        open={restoring}
        onOpenChange={setRestoring}
        title={`Restore the built-in ${info.title}?`}
        description={
          <p>Your text for this page is deleted and the shop shows the text it came with again.</p>
        }
        confirmLabel="Restore the built-in text"
        danger
        onConfirm={async () => {
          store(await resetPage(api, entry.slug));
          notify.success(`${info.title}: the built-in text is back.`);
        }}
      />
    </Panel>
  );
}

export function PagesSection() {
  const [search] = useSearchParams();
  const query = useQuery(adminPagesQuery(useApi()));
  if (query.isPending) return <LoadingState label="Loading the pages…" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const chosen: PageSlug =
    query.data.find((e) => e.slug === search.get('page'))?.slug ?? query.data[0]?.slug ?? 'privacy';
  const entry = query.data.find((e) => e.slug === chosen);
  return (
    <div className="grid gap-4 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start">
      <nav aria-label="Static pages">
        <ul className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          {query.data.map((e) => (
            <li key={e.slug}>
              <Link
                to={`?tab=pages&page=${e.slug}`}
                replace
                preventScrollReset
                aria-current={e.slug === chosen ? 'page' : undefined}
                className={clsx(
                  'block rounded-xl border px-3 py-2 text-sm',
                  e.slug === chosen
                    ? 'border-ink bg-ink text-paper'
                    : 'border-ink/15 bg-white hover:border-ink/40',
                )}
              >
                <span className="block font-semibold">{STATIC_PAGES[e.slug].title}</span>
                <span className={clsx('block text-xs', e.slug === chosen ? 'text-paper/80' : 'text-muted')}>
                  {e.page ? 'Your text' : 'Built-in text'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* A fresh form for each page and after each save or restore. */}
      {entry?.page ? (
        <PageEditor key={`${entry.slug}:${entry.page.updated_at}`} entry={entry} />
      ) : entry ? (
        <BuiltInStart key={`${entry.slug}:built-in`} entry={entry} />
      ) : null}
    </div>
  );
}
