// A button's server call with its pending state and the outcome as a toast. Deliberately not
// TanStack's useMutation: the build puts every TanStack module the app uses into the framework chunk
// of the first download, and nothing on the storefront needs mutations.
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { failureMessage } from './use-form-save';

export function useAction<A extends unknown[]>(run: (...args: A) => Promise<unknown>) {
  const [pending, setPending] = useState(false);
  const start = async (...args: A) => {
    setPending(true);
    try {
      await run(...args);
    } catch (error) {
      notify.error(failureMessage(error));
    } finally {
      setPending(false);
    }
  };
  return { pending, start: (...args: A) => void start(...args) };
}
