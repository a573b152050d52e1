// Paragraphs and lists of plain words; web addresses in them become links, line breaks stay.
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { Fragment, type CSSProperties } from 'react';
import { COLOURS } from './mail-brand';

/** A paragraph, or a bulleted list. */
export type MailBlock = string | { list: readonly string[] };

const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/g;
const body: CSSProperties = { fontSize: '15px', lineHeight: '24px', margin: '12px 0' };

function Linked({ text }: { text: string }) {
  return text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line.split(URL_PATTERN).map((part, j) =>
        j % 2 === 1 ? (
          <Link
            key={j}
            href={part}
            style={{ color: COLOURS.ink, textDecoration: 'underline', wordBreak: 'break-all' }}
          >
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Fragment>
  ));
}

export function MailBlocks({ blocks, small }: { blocks: readonly MailBlock[]; small?: boolean }) {
  const style = small ? { ...body, color: COLOURS.muted, fontSize: '13px', lineHeight: '20px' } : body;
  return blocks.map((block, i) =>
    typeof block === 'string' ? (
      <Text key={i} style={style}>
        <Linked text={block} />
      </Text>
    ) : (
      <ul key={i} style={{ ...style, paddingLeft: '20px' }}>
        {block.list.map((item, j) => (
          <li key={j} style={{ margin: '4px 0' }}>
            <Linked text={item} />
          </li>
        ))}
      </ul>
    ),
  );
}
