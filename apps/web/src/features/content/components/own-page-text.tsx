// A static page with the owner's text when they wrote one (admin → Content → Pages), else the text
// built into the shop. The loader has already asked, so this renders at once, on the server too.
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { pageTextQuery, type PageText, type StaticPageSlug } from '../api/page-text';
import { parseBlocks, type Block, type Inline } from './page-markdown';
import { StaticPage } from './static-page';

const LINK =
  'font-medium text-ink underline decoration-accent decoration-2 underline-offset-2 hover:decoration-ink';

function Inlines({ content }: { content: Inline[] }) {
  return content.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'break':
        return <br key={i} />;
      case 'strong':
        return (
          <strong key={i} className="font-semibold text-ink">
            <Inlines content={node.children} />
          </strong>
        );
      case 'link':
        return node.href.startsWith('/') ? (
          <Link key={i} to={node.href} className={LINK}>
            <Inlines content={node.children} />
          </Link>
        ) : (
          <a key={i} href={node.href} className={LINK} rel="noopener noreferrer">
            <Inlines content={node.children} />
          </a>
        );
    }
  });
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? (
        <h2 className="mt-10 mb-3 text-xl font-bold tracking-tight text-ink first:mt-0 sm:text-2xl">
          <Inlines content={block.content} />
        </h2>
      ) : (
        <h3 className="mt-6 mb-2 text-lg font-bold text-ink first:mt-0">
          <Inlines content={block.content} />
        </h3>
      );
    case 'paragraph':
      return (
        <p className="mt-3 first:mt-0">
          <Inlines content={block.content} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={`mt-3 pl-5 first:mt-0 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item, i) => (
            <li key={i} className="mt-1.5 pl-1">
              <Inlines content={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

function OwnPage({ page }: { page: PageText }) {
  return (
    <StaticPage title={page.title}>
      <div className="text-[15px] leading-7 text-ink/85 sm:text-base">
        {parseBlocks(page.body).map((block, i) => (
          <BlockView key={i} block={block} />
        ))}
      </div>
    </StaticPage>
  );
}

/** The owner's text for `slug` when there is one, else `children` (the built-in page). */
export function OwnPageTextOr({ slug, children }: { slug: StaticPageSlug; children: ReactNode }) {
  const page = useQuery(pageTextQuery(useApi(), slug)).data;
  return page ? <OwnPage page={page} /> : children;
}
