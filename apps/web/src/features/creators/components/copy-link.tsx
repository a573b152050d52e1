// The referral link and code with a copy button (the clipboard where the browser allows it).
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

export function CopyLink({
  link,
  code,
  discountCode,
}: {
  link: string;
  code: string;
  discountCode: string | null;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="mt-3 space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          readOnly
          aria-label="Your referral link"
          value={link}
          data-testid="referral-link"
          className="min-h-11 w-full rounded-xl border border-ink/20 bg-ink/5 px-3 font-mono text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p className="text-sm">
        Your code:{' '}
        <strong className="font-mono" data-testid="referral-code">
          {code}
        </strong>
        {discountCode ? (
          <>
            {' '}
            · Discount code for your followers: <strong className="font-mono">{discountCode}</strong>
          </>
        ) : null}
      </p>
      <p aria-live="polite" className="sr-only">
        {copied ? 'Link copied' : ''}
      </p>
    </div>
  );
}
