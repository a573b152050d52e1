// Where the story viewer goes next: through a highlight's items, then on to the next highlight (or
// back to the previous one); past the last item of the last highlight the viewer closes (null).

export type StoryPosition = { highlight: number; item: number };

export function nextPosition(counts: readonly number[], at: StoryPosition): StoryPosition | null {
  if (at.item + 1 < (counts[at.highlight] ?? 0)) return { highlight: at.highlight, item: at.item + 1 };
  for (let h = at.highlight + 1; h < counts.length; h += 1)
    if ((counts[h] ?? 0) > 0) return { highlight: h, item: 0 };
  return null;
}

/** Back one item; from a highlight's first item to the previous highlight's first; at the very start, stays. */
export function previousPosition(counts: readonly number[], at: StoryPosition): StoryPosition {
  if (at.item > 0) return { highlight: at.highlight, item: at.item - 1 };
  for (let h = at.highlight - 1; h >= 0; h -= 1) if ((counts[h] ?? 0) > 0) return { highlight: h, item: 0 };
  return at;
}
