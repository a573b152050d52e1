// For the forms' tests: where a form shows the server's issues. Each case is [path, message, field,
// code]: the issue at `path` shows by `field` with its message as the server wrote it, or above the
// form when `field` is null. The code is the answer's ('invalid_input' unless given).
import { expect } from 'vitest';
import type { Placement } from './hooks/use-schema-form';

type Place = (path: string, message: string, code: string) => Placement;
type Case = readonly [path: string, message: string, field: string | null, code?: string];

export function expectPlaced(place: Place, cases: readonly Case[]) {
  for (const [path, message, field, code = 'invalid_input'] of cases) {
    expect(place(path, message, code), `${path || '(no path)'} ${code}`).toEqual(
      field === null ? null : { field, message },
    );
  }
}
