// The settings script in every page's head runs here against a small stand-in of the browser, and
// must give the same size as the domain's rule for whatever the device stored.
import { runInNewContext } from 'node:vm';
import {
  A11Y_FONT_SIZE_STORAGE_KEY,
  A11Y_FONT_SIZE_VARIABLE,
  A11Y_HIGH_CONTRAST_CLASS,
  A11Y_HIGH_CONTRAST_STORAGE_KEY,
  parseStoredFontSize,
} from '@shop/domain/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_HEAD_SCRIPT } from './accessibility-head-script';

/** Runs the script with this stored; answers what it did to <html>. */
function runScript(stored: Record<string, string>, storage: 'works' | 'refused' = 'works') {
  const properties = new Map<string, string>();
  const classes = new Set<string>();
  runInNewContext(ACCESSIBILITY_HEAD_SCRIPT, {
    Number,
    Math,
    document: {
      documentElement: {
        style: { setProperty: (name: string, value: string) => properties.set(name, value) },
        classList: { add: (name: string) => classes.add(name) },
      },
    },
    localStorage: {
      getItem: (key: string) => {
        if (storage === 'refused') throw new Error('SecurityError');
        return stored[key] ?? null;
      },
    },
  });
  return { fontSize: properties.get(A11Y_FONT_SIZE_VARIABLE), properties, classes };
}

describe('the accessibility head script', () => {
  it('sets nothing for a device with no settings', () => {
    const { properties, classes } = runScript({});
    expect(properties.size).toBe(0);
    expect(classes.size).toBe(0);
  });

  it('applies a stored text size and high contrast', () => {
    const { fontSize, classes } = runScript({
      [A11Y_FONT_SIZE_STORAGE_KEY]: '150',
      [A11Y_HIGH_CONTRAST_STORAGE_KEY]: 'true',
    });
    expect(fontSize).toBe('150%');
    expect([...classes]).toEqual([A11Y_HIGH_CONTRAST_CLASS]);
  });

  it('leaves high contrast off for anything but true', () => {
    expect(runScript({ [A11Y_HIGH_CONTRAST_STORAGE_KEY]: 'false' }).classes.size).toBe(0);
    expect(runScript({ [A11Y_HIGH_CONTRAST_STORAGE_KEY]: '1' }).classes.size).toBe(0);
  });

  it('shows the defaults when the browser refuses storage', () => {
    const { properties, classes } = runScript({}, 'refused');
    expect(properties.size).toBe(0);
    expect(classes.size).toBe(0);
  });

  it('gives the same size as the domain rule for whatever was stored', () => {
    const stored = fc.oneof(
      fc.integer({ min: -500, max: 500 }).map(String),
      fc.double().map(String),
      fc.string(),
      fc.constantFrom('', ' 150 ', 'Infinity', 'NaN', '1e3', '0x96', '100'),
    );
    fc.assert(
      fc.property(stored, (value) => {
        const { fontSize } = runScript({ [A11Y_FONT_SIZE_STORAGE_KEY]: value });
        expect(fontSize ?? '100%').toBe(`${parseStoredFontSize(value)}%`);
      }),
    );
  });
});
