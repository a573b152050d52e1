// @vitest-environment happy-dom
// A mail in the admin: its HTML in a frame that may run nothing (sandbox=""), its plain text on
// request, and the text alone for a mail without HTML.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MailView } from './mail-view';

afterEach(cleanup);

const HTML = '<!DOCTYPE html><html><body><p>Thank you for your order</p></body></html>';

describe('the mail view', () => {
  it('shows the HTML in a sandboxed frame, and the plain text when asked', () => {
    render(
      <MailView subject="Order #1 is confirmed" html={HTML} text="Thank you (text)" frameTitle="Preview" />,
    );
    expect(screen.getByText('Order #1 is confirmed')).toBeTruthy();
    const frame = screen.getByTitle('Preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(HTML);
    expect(screen.queryByText('Thank you (text)')).toBeNull();

    fireEvent.click(screen.getByLabelText('Show the plain text'));
    expect(screen.getByText('Thank you (text)')).toBeTruthy();
    expect(screen.queryByTitle('Preview')).toBeNull();
  });

  it('shows a mail without HTML as its text, with nothing to switch', () => {
    render(<MailView html={null} text="A plain mail" frameTitle="Kept" />);
    expect(screen.getByText('A plain mail')).toBeTruthy();
    expect(screen.queryByTitle('Kept')).toBeNull();
    expect(screen.queryByLabelText('Show the plain text')).toBeNull();
  });
});
