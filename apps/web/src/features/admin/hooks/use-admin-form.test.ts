import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { problemOf, withoutErrors, withoutErrorsUnder, type Problem } from './use-admin-form';

type Field = 'code' | 'value' | 'items' | `items.${number}.quantity`;

const byField = (code: string, message: string): Problem<Field> =>
  code === 'code_taken' ? { field: 'code', message } : { field: null, message };

describe('an admin form’s problems', () => {
  it('shows the server’s refusal by the field it names, or above the form', () => {
    expect(problemOf(new ApiError(409, 'code_taken', 'That code is taken'), byField)).toEqual({
      field: 'code',
      message: 'That code is taken',
    });
    expect(problemOf(new ApiError(500, 'internal', 'Something went wrong'), byField)).toEqual({
      field: null,
      message: 'Something went wrong',
    });
  });

  it('shows anything else that went wrong above the form, as it is', () => {
    expect(problemOf(new Error('Network error'), byField)).toEqual({
      field: null,
      message: 'Error: Network error',
    });
  });

  it('clears the named errors, and keeps the same object when none of them is set', () => {
    const errors = { code: 'Please enter a code', value: 'Must be above 0' };
    expect(withoutErrors<Field>(errors, ['code'])).toEqual({ code: undefined, value: 'Must be above 0' });
    expect(withoutErrors<Field>(errors, ['items'])).toBe(errors);
  });

  it('clears a list’s errors and its rows’ together', () => {
    const errors = { code: 'Please enter a code', items: 'Add a product', 'items.2.quantity': 'At most 10' };
    expect(withoutErrorsUnder<Field>(errors, 'items')).toEqual({ code: 'Please enter a code' });
  });
});
