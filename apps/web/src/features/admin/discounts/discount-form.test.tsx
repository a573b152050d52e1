// @vitest-environment happy-dom
// The discount form as the owner uses it: the contract's rules in its words, all at once.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiscountPayload } from '../api/discounts-api';
import { DiscountForm } from './discount-form';
import { EMPTY_DISCOUNT } from './discount-form-values';

afterEach(cleanup);

/** Types into a box at once (a paste: one change, as fast on a busy machine as on an idle one). */
async function fill(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

function renderNewDiscount(onSave: (payload: DiscountPayload) => Promise<unknown>) {
  const element = <DiscountForm initial={EMPTY_DISCOUNT} submitLabel="Create discount" onSave={onSave} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  // No pause between keys: the machine is shared, and the form does not need one.
  return userEvent.setup({ delay: null });
}

describe('the discount form', () => {
  it('says what is wrong by each field, and sends the code once it is right', async () => {
    const onSave = vi.fn(async (_payload: DiscountPayload) => undefined);
    const user = renderNewDiscount(onSave);
    await fill(user, screen.getByLabelText('Discount code'), 'karibu 10');
    await fill(user, screen.getByLabelText('Percentage off'), '150');
    await user.click(screen.getByRole('button', { name: 'Create discount' }));
    expect(await screen.findByText('A percentage is at most 100')).toBeTruthy();
    expect(screen.getByText('A code has only letters, digits, - and _')).toBeTruthy();
    expect(screen.getByLabelText('Percentage off').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Discount code'));
    await fill(user, screen.getByLabelText('Discount code'), 'karibu10');
    await user.clear(screen.getByLabelText('Percentage off'));
    await fill(user, screen.getByLabelText('Percentage off'), '15');
    await fill(user, screen.getByLabelText('Minimum order (KES)'), '3,000');
    await user.click(screen.getByRole('button', { name: 'Create discount' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      code: 'KARIBU10',
      type: 'percentage',
      value: 15,
      min_order_amount: 3000,
      max_discount_amount: null,
      eligible_categories: null,
    });
  });
});
