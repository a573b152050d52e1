// A bundle's page, rendered on the server side of React: each piece's sizes say what one more bundle
// can be made from (a size with fewer pieces than the bundle takes is shown but off, and the first
// size that can is chosen), and Add Bundle to Bag is off when the bundle's honest stock is 0.
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Bundle } from '../api/types';
import { BundleDetails } from './bundle-details';

const piece = (id: string, name: string, size_stock: Record<string, number>) => ({
  id,
  slug: id,
  name,
  price: 1500,
  stock: Object.values(size_stock).reduce((a, b) => a + b, 0),
  images: [],
  size_stock,
  sizes: Object.keys(size_stock).filter(Boolean),
});

const bundle = (stock: number): Bundle => ({
  id: 'b1',
  slug: 'weekend-set',
  name: 'Weekend Set',
  description: '',
  price: 4000,
  featured_image: null,
  images: [],
  track_inventory: false,
  is_featured: false,
  savings: 500,
  components_total: 4500,
  stock,
  bundle_items: [
    { quantity: 1, product: piece('loafers', 'Penny Loafers', { '40': 0, '41': 2, '42': 1 }) },
    // Two socks of one size in each bundle: a size with one pair left cannot make one.
    { quantity: 2, product: piece('socks', 'Wool Socks', { S: 1, M: 4 }) },
    { quantity: 1, product: piece('tote', 'Canvas Tote', { '': 3 }) },
  ],
});

const render = (stock: number) =>
  renderToString(h(MemoryRouter, null, h(BundleDetails, { bundle: bundle(stock) })));

/** The buttons of the size group named `label`: [text, disabled, pressed, aria-label]. */
function group(html: string, label: string) {
  const start = html.indexOf(`aria-label="${label}"`);
  expect(start, label).toBeGreaterThan(-1);
  const body = html.slice(start, html.indexOf('</div>', start));
  return [...body.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attrs, text]) => [
    text,
    /\sdisabled=""/.test(attrs!),
    /aria-pressed="([^"]*)"/.exec(attrs!)?.[1],
    /aria-label="([^"]*)"/.exec(attrs!)?.[1] ?? null,
  ]);
}

/** Whether the button holding 'Add Bundle to Bag' is disabled. */
function addButtonDisabled(html: string): boolean {
  const label = html.indexOf('Add Bundle to Bag');
  const tag = html.slice(html.lastIndexOf('<button', label), label);
  return /\sdisabled=""/.test(tag.slice(0, tag.indexOf('>')));
}

describe("a bundle's sizes", () => {
  it('shows sold-out sizes off and chooses the first size a bundle can be made from', () => {
    const html = render(2);
    expect(group(html, 'Size for Penny Loafers')).toEqual([
      ['40', true, 'false', '40, sold out'],
      ['41', false, 'true', null],
      ['42', false, 'false', null],
    ]);
    expect(group(html, 'Size for Wool Socks')).toEqual([
      ['S', true, 'false', 'S, sold out'],
      ['M', false, 'true', null],
    ]);
    // A piece without sizes has no picker.
    expect(html).not.toContain('Size for Canvas Tote');
    expect(addButtonDisabled(html)).toBe(false);
  });

  it('turns Add Bundle to Bag off when no bundle can be sold', () => {
    const html = render(0);
    expect(addButtonDisabled(html)).toBe(true);
  });
});
