// The end of every security form: the password when the account has one and the server asks for it
// again, the server's message, and the button that says what it is doing.
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

export function FormAlert({ error }: { error: string }) {
  return (
    <p role="alert" className="text-sm text-red-700 empty:hidden">
      {error}
    </p>
  );
}

export function ConfirmAndSubmit(props: {
  needsPassword: boolean;
  error: string;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      {props.needsPassword ? (
        <TextField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      ) : null}
      <FormAlert error={props.error} />
      <Button type="submit" variant="outline" disabled={props.busy}>
        {props.busy ? props.busyLabel : props.label}
      </Button>
    </>
  );
}
