// The one link that matters in a mail, as a button big enough for a thumb.
import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { COLOURS } from './mail-brand';

export function MailButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '20px 0 8px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: COLOURS.ink,
          borderRadius: '999px',
          color: '#ffffff',
          fontSize: '15px',
          fontWeight: 600,
          padding: '12px 24px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}
