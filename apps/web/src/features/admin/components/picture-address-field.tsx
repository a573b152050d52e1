// "Or add a picture by its address": one box and an Add button (Enter adds too) under the product and
// bundle picture editors. The editor decides whether the address may be added and says why not.
import { Link2 } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { CONTROL } from './fields';

type Props = {
  label: string;
  placeholder: string;
  /** The list is full. */
  disabled: boolean;
  /** Adds the picture at the (trimmed) address, or answers why it cannot. */
  onAdd: (address: string) => string | null;
  inputRef?: Ref<HTMLInputElement>;
};

export function PictureAddressField({ label, placeholder, disabled, onAdd, inputRef }: Props) {
  const id = useId();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const problem = onAdd(address.trim());
    setError(problem);
    if (!problem) setAddress('');
  };

  return (
    <div>
      <label htmlFor={`${id}-address`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={`${id}-address`}
          type="url"
          inputMode="url"
          value={address}
          disabled={disabled}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-address-error` : undefined}
          className={`${CONTROL} min-w-0 flex-1`}
        />
        <Button variant="outline" onClick={add} disabled={disabled || !address.trim()}>
          <Link2 aria-hidden="true" className="size-4" />
          Add
        </Button>
      </div>
      {error ? (
        <p id={`${id}-address-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
