import { describe, expect, it } from 'vitest';
import { nextPosition, previousPosition } from './story-position';

describe('story position', () => {
  const counts = [2, 0, 3];

  it('goes through the items, skips empty highlights and closes after the last', () => {
    expect(nextPosition(counts, { highlight: 0, item: 0 })).toEqual({ highlight: 0, item: 1 });
    expect(nextPosition(counts, { highlight: 0, item: 1 })).toEqual({ highlight: 2, item: 0 });
    expect(nextPosition(counts, { highlight: 2, item: 2 })).toBeNull();
  });

  it('goes back an item, then to the previous highlight, and stays at the very start', () => {
    expect(previousPosition(counts, { highlight: 2, item: 1 })).toEqual({ highlight: 2, item: 0 });
    expect(previousPosition(counts, { highlight: 2, item: 0 })).toEqual({ highlight: 0, item: 0 });
    expect(previousPosition(counts, { highlight: 0, item: 0 })).toEqual({ highlight: 0, item: 0 });
  });
});
