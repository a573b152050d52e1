// @vitest-environment happy-dom
// The accessibility panel: each press changes <html> at once and is kept under the spec's names; the
// size stops at 70 and 200 %, and the panel opens on what the device stored.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AccessibilityDialog from './accessibility-dialog';

const root = document.documentElement;

beforeEach(() => {
  // happy-dom's <dialog> may lack showModal; the panel only needs it to show itself.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  root.className = '';
  root.removeAttribute('style');
});

const openPanel = () => render(<AccessibilityDialog open onOpenChange={() => undefined} />);
const sizeShown = () => screen.getByRole('status', { hidden: true }).textContent;
const press = (name: string) =>
  act(() => fireEvent.click(screen.getByRole('button', { name, hidden: true })));

describe('the accessibility panel', () => {
  it('steps the text size by 10 and keeps it on the device', () => {
    openPanel();
    expect(sizeShown()).toBe('100%');
    press('Larger text');
    press('Larger text');
    expect(sizeShown()).toBe('120%');
    expect(localStorage.getItem('a11y-font-size')).toBe('120');
    expect(root.style.getPropertyValue('--a11y-font-size')).toBe('120%');
    press('Smaller text');
    expect(sizeShown()).toBe('110%');
  });

  it('stops at 200 % and 70 %, with the button that would go further disabled', () => {
    localStorage.setItem('a11y-font-size', '190');
    openPanel();
    press('Larger text');
    expect(sizeShown()).toBe('200%');
    expect(screen.getByRole('button', { name: 'Larger text', hidden: true }).hasAttribute('disabled')).toBe(
      true,
    );
    cleanup();
    localStorage.setItem('a11y-font-size', '80');
    openPanel();
    press('Smaller text');
    expect(sizeShown()).toBe('70%');
    expect(screen.getByRole('button', { name: 'Smaller text', hidden: true }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('turns high contrast on and off, and Reset brings back the defaults', () => {
    localStorage.setItem('a11y-font-size', '150');
    openPanel();
    expect(sizeShown()).toBe('150%');
    const contrast = screen.getByRole('switch', { name: /High contrast/, hidden: true });
    act(() => fireEvent.click(contrast));
    expect(root.classList.contains('high-contrast')).toBe(true);
    expect(localStorage.getItem('a11y-high-contrast')).toBe('true');
    press('Reset to default');
    expect(sizeShown()).toBe('100%');
    expect(root.classList.contains('high-contrast')).toBe(false);
    expect(root.style.getPropertyValue('--a11y-font-size')).toBe('');
    expect(localStorage.getItem('a11y-high-contrast')).toBe('false');
    expect(localStorage.getItem('a11y-font-size')).toBe('100');
  });
});
