// @vitest-environment happy-dom
// Pins over a video: each shows from its show_at up to (not including) its hide_at, at its x/y
// percent, as a button named "Shop {product}" that opens the piece.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VideoPin } from '../api/types';
import { VideoPins } from './video-pins';

afterEach(cleanup);

const pin = (id: string, name: string, show_at: number, hide_at: number, x = 50, y = 50): VideoPin => ({
  id,
  timestamp: show_at,
  position_x: x,
  position_y: y,
  show_at,
  hide_at,
  product: {
    id: `p-${id}`,
    slug: name.toLowerCase().replace(/ /g, '-'),
    name,
    price: 1500,
    original_price: null,
    discount_percentage: 0,
    stock: 1,
    images: [],
    size_stock: {},
  },
});

const pins = [pin('a', 'Camel Blazer', 2, 7, 48, 38), pin('b', 'Wide Trousers', 9, 14, 52, 72)];

const shown = (time: number) => {
  render(<VideoPins pins={pins} time={time} onOpen={() => undefined} />);
  const names = screen.queryAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
  cleanup();
  return names;
};

describe('product pins over a video', () => {
  it('show each pin from its show_at up to its hide_at', () => {
    expect(shown(0)).toEqual([]);
    expect(shown(1.9)).toEqual([]);
    expect(shown(2)).toHaveLength(1);
    expect(shown(6.9)).toHaveLength(1);
    expect(shown(7)).toEqual([]);
    expect(shown(9)).toHaveLength(1);
    expect(shown(14)).toEqual([]);
  });

  it('name the pin for the piece and place it at its percent of the frame', () => {
    render(<VideoPins pins={pins} time={3} onOpen={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Shop Camel Blazer' });
    const place = button.closest('li')!;
    expect(place.style.left).toBe('48%');
    expect(place.style.top).toBe('38%');
    expect(screen.queryByRole('button', { name: 'Shop Wide Trousers' })).toBeNull();
  });

  it('open the tapped piece, and say which one is on its way', () => {
    const onOpen = vi.fn();
    const { rerender } = render(<VideoPins pins={pins} time={10} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Shop Wide Trousers' }));
    expect(onOpen).toHaveBeenCalledWith(pins[1]);
    rerender(<VideoPins pins={pins} time={10} onOpen={onOpen} busyId="b" />);
    expect(screen.getByRole('button', { name: 'Shop Wide Trousers' }).getAttribute('aria-busy')).toBe('true');
  });
});
