import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { flattenErrors, nestErrors, placeProblems, type Placement } from './use-schema-form';

const byField = (path: string, message: string, code: string): Placement =>
  code === 'code_taken' ? { field: 'code', message } : path ? { field: path, message } : null;

describe('an admin form’s problems', () => {
  it('shows the server’s refusal by the field it names, or above the form', () => {
    expect(placeProblems(new ApiError(409, 'code_taken', 'That code is taken'), byField)).toEqual({
      fields: [{ field: 'code', message: 'That code is taken' }],
      form: null,
    });
    expect(placeProblems(new ApiError(500, 'internal', 'Something went wrong'), byField)).toEqual({
      fields: [],
      form: 'Something went wrong',
    });
  });

  it('shows every issue of a refusal by its field', () => {
    const refusal = new ApiError(400, 'invalid_input', 'value: Must be above 0', [
      { path: 'value', message: 'Must be above 0' },
      { path: 'items.2.quantity', message: 'At most 10 of one piece' },
    ]);
    expect(placeProblems(refusal, byField)).toEqual({
      fields: [
        { field: 'value', message: 'Must be above 0' },
        { field: 'items.2.quantity', message: 'At most 10 of one piece' },
      ],
      form: null,
    });
  });

  it('shows anything else that went wrong above the form, as it is', () => {
    expect(placeProblems(new Error('Network error'), byField)).toEqual({
      fields: [],
      form: 'Error: Network error',
    });
  });

  it('keeps a list’s problem and its rows’ together, by their paths', () => {
    const flat = { code: 'Please enter a code', items: 'Add a product', 'items.2.quantity': 'At most 10' };
    const nested = nestErrors(flat);
    expect(nested).toMatchObject({
      code: { message: 'Please enter a code' },
      items: { message: 'Add a product', 2: { quantity: { message: 'At most 10' } } },
    });
    expect(flattenErrors(nested)).toEqual(flat);
    expect(flattenErrors({ items: { root: { message: 'Add a product' } } })).toEqual({
      items: 'Add a product',
    });
  });
});
