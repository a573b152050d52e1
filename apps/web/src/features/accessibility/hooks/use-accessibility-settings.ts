// The shopper's accessibility settings: kept on the device under the spec's names, applied to <html>
// at once. The server's head script applies the stored ones before the first paint of every page
// (apps/api/src/web/accessibility-head-script.ts), so this only reads them back and changes them.
import {
  A11Y_FONT_SIZE_STORAGE_KEY,
  A11Y_FONT_SIZE_VARIABLE,
  A11Y_HIGH_CONTRAST_CLASS,
  A11Y_HIGH_CONTRAST_STORAGE_KEY,
  clampFontSize,
  FONT_SIZE,
  parseStoredFontSize,
  parseStoredHighContrast,
} from '@shop/domain/rules';
import { useCallback, useState } from 'react';

export type AccessibilitySettings = { highContrast: boolean; fontSize: number };

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the setting still holds on this page.
  }
};

export const storedAccessibilitySettings = (): AccessibilitySettings => ({
  highContrast: parseStoredHighContrast(read(A11Y_HIGH_CONTRAST_STORAGE_KEY)),
  fontSize: parseStoredFontSize(read(A11Y_FONT_SIZE_STORAGE_KEY)),
});

/** Puts the settings on <html>: the class for the palette, the variable for the root font size. */
export function applyAccessibilitySettings(settings: AccessibilitySettings, root = document.documentElement) {
  root.classList.toggle(A11Y_HIGH_CONTRAST_CLASS, settings.highContrast);
  if (settings.fontSize === FONT_SIZE.default) root.style.removeProperty(A11Y_FONT_SIZE_VARIABLE);
  else root.style.setProperty(A11Y_FONT_SIZE_VARIABLE, `${settings.fontSize}%`);
}

/** The settings as stored (read when the panel opens, in the browser only) and their setters. */
export function useAccessibilitySettings() {
  const [settings, setSettings] = useState(storedAccessibilitySettings);

  const update = useCallback((change: Partial<AccessibilitySettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change, fontSize: clampFontSize(change.fontSize ?? current.fontSize) };
      write(A11Y_HIGH_CONTRAST_STORAGE_KEY, String(next.highContrast));
      write(A11Y_FONT_SIZE_STORAGE_KEY, String(next.fontSize));
      applyAccessibilitySettings(next);
      return next;
    });
  }, []);

  return { settings, update };
}
