// @vitest-environment happy-dom
// The shop's labelled field: each control is named by its label, and its hint and error are read
// with it (aria-describedby); an error marks it invalid.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField, Field, SelectField, TextAreaField, TextField } from './field';

afterEach(cleanup);

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('the labelled field', () => {
  it('ties the hint and the error to the text box', () => {
    render(<TextField label="Price (KES)" hint="Whole shillings." error="Please enter a price" />);
    const box = screen.getByLabelText('Price (KES)');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box)).toEqual(['Whole shillings.', 'Please enter a price']);
  });

  it('leaves a box without notes valid and undescribed', () => {
    render(<TextAreaField label="Answer" size="sm" />);
    const area = screen.getByLabelText('Answer');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.hasAttribute('aria-invalid')).toBe(false);
    expect(area.hasAttribute('aria-describedby')).toBe(false);
  });

  it('draws a select with its options', () => {
    render(
      <SelectField
        label="Status"
        defaultValue="true"
        options={[
          { value: '', label: 'All' },
          { value: 'true', label: 'On sale' },
        ]}
      />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('Status');
    expect([...select.options].map((option) => option.text)).toEqual(['All', 'On sale']);
    expect(select.value).toBe('true');
  });

  it('suggests values through a list of its own', () => {
    render(<TextField label="Category" suggestions={['dresses', 'shoes']} />);
    const list = screen.getByLabelText('Category').getAttribute('list');
    expect([...document.getElementById(list!)!.querySelectorAll('option')].map((o) => o.value)).toEqual([
      'dresses',
      'shoes',
    ]);
  });

  it('puts a hint above the control when asked, still describing it', () => {
    render(
      <Field label="Eligible products" hint="None chosen: every product." hintAbove>
        {(control) => <input {...control} type="search" />}
      </Field>,
    );
    const box = screen.getByLabelText('Eligible products');
    const hint = screen.getByText('None chosen: every product.');
    expect(hint.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(describedBy(box)).toEqual(['None chosen: every product.']);
  });

  it('names a checkbox by the words beside it', () => {
    render(<CheckboxField label="Active" hint="Shown in the shop." />);
    const box = screen.getByLabelText('Active');
    expect(box.getAttribute('type')).toBe('checkbox');
    expect(describedBy(box)).toEqual(['Shown in the shop.']);
  });
});
