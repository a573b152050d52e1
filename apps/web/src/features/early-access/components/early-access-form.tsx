// The early-access sign-up in the footer. One live region carries every message (errors and the
// success text), so screen readers hear each outcome once.
import { EMAIL_MAX_LENGTH, FIRST_NAME_MAX_LENGTH } from '@shop/domain/rules';
import { clsx } from 'clsx';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useEarlyAccessSignup } from '../hooks/use-early-access-signup';

const INPUT =
  'block min-h-12 w-full rounded-xl border border-paper/25 bg-paper px-4 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-red-400 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-400';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: ReactNode;
  invalid: boolean;
  /** The live region that says what is wrong with the field. */
  statusId: string;
};

function FooterField({ id, label, invalid, statusId, ...input }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-paper/85">
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? statusId : undefined}
        className={INPUT}
      />
    </div>
  );
}

export function EarlyAccessForm() {
  const id = useId();
  const { state, submit } = useEarlyAccessSignup();
  const statusRef = useRef<HTMLDivElement>(null);
  const success = state.kind === 'success';
  const message = state.kind === 'idle' || state.kind === 'submitting' ? '' : state.message;
  const invalidField = state.kind === 'invalid' ? state.field : null;

  useEffect(() => {
    // The form (and the focused button) gave way to the success panel: keep keyboard users in place.
    if (success) statusRef.current?.focus();
  }, [success]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void submit(String(data.get('email') ?? ''), String(data.get('firstName') ?? ''));
  };

  return (
    <div>
      {success ? null : (
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-3 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2"
        >
          <FooterField
            id={`${id}-name`}
            statusId={`${id}-status`}
            invalid={invalidField === 'firstName'}
            label={
              <>
                First name <span className="text-paper/70">(optional)</span>
              </>
            }
            name="firstName"
            type="text"
            autoComplete="given-name"
            maxLength={FIRST_NAME_MAX_LENGTH}
          />
          <FooterField
            id={`${id}-email`}
            statusId={`${id}-status`}
            invalid={invalidField === 'email'}
            label="Email address"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            placeholder="you@example.com"
          />
          <Button
            type="submit"
            variant="accent"
            disabled={state.kind === 'submitting'}
            className="min-h-12 w-full sm:col-span-2 md:col-span-1 lg:col-span-2"
          >
            {state.kind === 'submitting' ? 'Joining…' : 'Join Early Access'}
          </Button>
        </form>
      )}
      <div
        ref={statusRef}
        id={`${id}-status`}
        role="status"
        tabIndex={-1}
        className={clsx(
          success
            ? 'flex items-center gap-3 rounded-2xl bg-accent p-5 text-base font-semibold text-accent-ink'
            : 'mt-3 min-h-5 text-sm font-medium text-red-300',
        )}
      >
        {success ? <CircleCheck aria-hidden="true" className="size-7 shrink-0" /> : null}
        {message}
      </div>
    </div>
  );
}
