// The frame of every mail: the shop's logo and name on top, one column of at most 600 px (tables
// underneath, which every mail program lays out), and a footer with the shop's address.
import { Body } from '@react-email/body';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { COLOURS, FONT, MAIL_LOGO_PATH, type MailBrand } from './mail-brand';

type Props = { brand: MailBrand; preview: string; footnotes?: ReactNode; children: ReactNode };

export function MailLayout({ brand, preview, footnotes, children }: Props) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: COLOURS.paper, color: COLOURS.ink, fontFamily: FONT, margin: 0 }}>
        <Container style={{ width: '100%', maxWidth: '600px', padding: '16px 8px' }}>
          <Section
            style={{
              backgroundColor: '#ffffff',
              border: `1px solid ${COLOURS.line}`,
              borderRadius: '12px',
            }}
          >
            <Row style={{ borderBottom: `1px solid ${COLOURS.line}` }}>
              <Column
                style={{
                  width: `${(brand.logo?.width ?? 40) + 16}px`,
                  padding: '16px 0 16px 20px',
                  verticalAlign: 'middle',
                }}
              >
                <Link href={brand.shopUrl}>
                  {/* The name stands beside it, so the logo needs no words of its own. The owner's logo
                      is its small WebP copy, which Gmail and Apple Mail show; a program that does not
                      still shows the name. */}
                  <Img
                    src={brand.logo?.src ?? `${brand.shopUrl}${MAIL_LOGO_PATH}`}
                    width={String(brand.logo?.width ?? 40)}
                    height={String(brand.logo?.height ?? 40)}
                    alt=""
                  />
                </Link>
              </Column>
              <Column style={{ padding: '16px 20px 16px 12px', verticalAlign: 'middle' }}>
                <Link
                  href={brand.shopUrl}
                  style={{ color: COLOURS.ink, fontSize: '20px', fontWeight: 700, textDecoration: 'none' }}
                >
                  {brand.shopName}
                </Link>
              </Column>
            </Row>
            <Section style={{ padding: '4px 20px 20px' }}>{children}</Section>
          </Section>
          <Section style={{ padding: '8px 20px' }}>
            {footnotes}
            <Text style={{ color: COLOURS.muted, fontSize: '12px', lineHeight: '18px', margin: '8px 0' }}>
              {brand.shopName} ·{' '}
              <Link href={brand.shopUrl} style={{ color: COLOURS.muted, textDecoration: 'underline' }}>
                {brand.shopUrl.replace(/^https?:\/\//, '')}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
