// A change from an admin form sends only the fields it changes: the ones left out keep their value.

/** The fields that were sent (an undefined field was left out, not cleared). */
export function sentFields<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}
