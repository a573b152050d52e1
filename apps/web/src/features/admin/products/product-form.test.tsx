// @vitest-environment happy-dom
// The product form as the owner uses it: the contract's messages by the fields, the payload it sends,
// and the server's refusal placed by the field each of its issues names.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { ProductPayload } from '../api/products-api';
import { EMPTY_PRODUCT } from './product-form-values';
import { ProductForm } from './product-form';
import { createPayload } from './product-save';

afterEach(cleanup);

/** Types into a box at once (a paste: one change, as fast on a busy machine as on an idle one). */
async function fill(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

function renderNewProduct(onSave: (payload: ProductPayload) => Promise<unknown>) {
  const element = (
    <ProductForm
      initial={EMPTY_PRODUCT}
      isNew
      prepare={(_, values) => createPayload(values)}
      onSave={onSave}
      submitLabel="Create product"
      listHref="/admin/products"
      categories={['dresses']}
      savedStock={null}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  // No pause between keys: the machine is shared, and the form does not need one.
  return userEvent.setup({ delay: null });
}

describe('the product form', () => {
  it('says which fields are needed, by them, and sends nothing', async () => {
    const onSave = vi.fn(async () => undefined);
    const user = renderNewProduct(onSave);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Please enter a name')).toBeTruthy();
    expect(screen.getByText('Please enter a price')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Price (KES)').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the values as the server takes them', async () => {
    const onSave = vi.fn(async (_payload: ProductPayload) => undefined);
    const user = renderNewProduct(onSave);
    await fill(user, screen.getByLabelText('Name'), '  Kitenge Dress ');
    await fill(user, screen.getByLabelText('Price (KES)'), 'KES 1,500');
    await fill(user, screen.getByLabelText('Category'), ' Dresses ');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const payload = onSave.mock.calls[0]![0];
    expect(payload).toMatchObject({
      name: 'Kitenge Dress',
      price: 1500,
      original_price: null,
      discount_percentage: 0,
      category: 'dresses',
      stock: 1,
      is_active: true,
      tier_required: null,
      early_access_until: null,
    });
    // The slug follows the name: the server makes a free one.
    expect(payload).not.toHaveProperty('slug');
    expect(payload).not.toHaveProperty('variants');
  });

  it('shows the server’s refusal by the field it names', async () => {
    const refusal = new ApiError(400, 'invalid_input', 'price: At most KES 10,000,000', [
      { path: 'price', message: 'At most KES 10,000,000' },
    ]);
    const user = renderNewProduct(async () => Promise.reject(refusal));
    await fill(user, screen.getByLabelText('Name'), 'Gown');
    await fill(user, screen.getByLabelText('Price (KES)'), '900');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('At most KES 10,000,000')).toBeTruthy();
    expect(screen.getByLabelText('Price (KES)').getAttribute('aria-invalid')).toBe('true');
  });
});
