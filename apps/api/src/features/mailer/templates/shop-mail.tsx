// The shop's one e-mail template: a heading, paragraphs, an order's lines when there is an order, the
// one button that matters, then small print. `mailHtml` renders it into the HTML part of a Mail; the
// plain-text part stays the builder's own words.
import { Heading } from '@react-email/heading';
import { render } from '@react-email/render';
import type { MailBrand } from './mail-brand';
import { MailButton } from './mail-button';
import { MailLayout } from './mail-layout';
import { MailBlocks, type MailBlock } from './mail-text';
import { OrderLines, type OrderSummary } from './order-lines';

export type MailContent = {
  /** The line mail programs show beside the subject. */
  preview: string;
  heading: string;
  body: readonly MailBlock[];
  order?: OrderSummary;
  action?: { href: string; label: string };
  /** Below the button: where else to look, what to do if the mail was not expected. */
  after?: readonly MailBlock[];
  /** In the footer: why this mail came and how to stop it. */
  footnotes?: readonly MailBlock[];
};

export function ShopMail({ brand, content }: { brand: MailBrand; content: MailContent }) {
  const { order, action, after, footnotes } = content;
  return (
    <MailLayout
      brand={brand}
      preview={content.preview}
      footnotes={footnotes ? <MailBlocks blocks={footnotes} small /> : null}
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', margin: '20px 0 8px' }}>
        {content.heading}
      </Heading>
      <MailBlocks blocks={content.body} />
      {order ? <OrderLines summary={order} /> : null}
      {action ? <MailButton href={action.href}>{action.label}</MailButton> : null}
      {after ? <MailBlocks blocks={after} small /> : null}
    </MailLayout>
  );
}

/** The HTML part of a mail (a whole document, styles inline). */
export const mailHtml = (brand: MailBrand, content: MailContent): Promise<string> =>
  render(<ShopMail brand={brand} content={content} />);
