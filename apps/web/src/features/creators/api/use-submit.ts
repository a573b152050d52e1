// A form's server call with its pending state and error, without TanStack's mutations (their code
// would join the framework chunk of the storefront's first download).
import { useState } from 'react';

export function useSubmit<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  onDone?: (result: R) => unknown,
) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const submit = async (...args: A) => {
    setPending(true);
    setError(null);
    try {
      const result = await run(...args);
      await onDone?.(result);
      return result;
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error('Something went wrong. Please try again.'));
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { pending, error, submit };
}
