// The sandbox sheet's card form: looks like the provider's, filled with a test card. Nothing typed here
// leaves the page (the sandbox charge carries only the outcome), so no real card can be exposed.
import { useId } from 'react';

const FIELDS = [
  { label: 'Card number', value: '4187 4274 1556 4246', autoComplete: 'off', span: 'col-span-2' },
  { label: 'Expiry (MM/YY)', value: '09/32', autoComplete: 'off', span: '' },
  { label: 'CVV', value: '828', autoComplete: 'off', span: '' },
] as const;

export function SandboxCardForm() {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3">
      {FIELDS.map((field, index) => (
        <div key={field.label} className={field.span}>
          <label htmlFor={`${id}-${index}`} className="text-muted text-xs font-semibold">
            {field.label}
          </label>
          <input
            id={`${id}-${index}`}
            defaultValue={field.value}
            inputMode="numeric"
            autoComplete={field.autoComplete}
            className="border-ink/20 mt-1 min-h-11 w-full rounded-xl border bg-white px-3 text-sm tabular-nums"
          />
        </div>
      ))}
    </div>
  );
}
