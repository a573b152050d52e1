// The size buttons: a sold-out size is shown but off (disabled, so the keyboard passes over it, and
// named as sold out), the chosen one stays chosen when tapped again, and every target is 44 px.
// Rendered on the server side of React for the markup; the taps call the buttons' own handlers.
import { createElement as h, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SizePicker } from './size-picker';

type Props = Parameters<typeof SizePicker>[0];

const props = (over: Partial<Props> = {}): Props => ({
  id: 'p1-size',
  sizes: ['40', '41', '42'],
  value: '41',
  onChange: () => undefined,
  stock: { '40': 0, '41': 2, '42': 1 },
  ...over,
});

/** Each size button's attributes, in order, as the browser reads them. */
function buttons(html: string) {
  return [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attrs, text]) => ({
    text: text!,
    disabled: /\sdisabled=""/.test(attrs!),
    pressed: /aria-pressed="([^"]*)"/.exec(attrs!)?.[1],
    label: /aria-label="([^"]*)"/.exec(attrs!)?.[1],
    className: /class="([^"]*)"/.exec(attrs!)?.[1] ?? '',
  }));
}

type ButtonProps = { 'aria-pressed': boolean; onClick: () => void; children: ReactNode };

/** The size buttons of the picker's element tree (the component has no hooks: it can be called). */
function sizeButtons(tree: ReactNode): Map<string, ButtonProps> {
  const found = new Map<string, ButtonProps>();
  const walk = (node: ReactNode) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isValidElement(node)) return;
    const el = node as ReactElement<Record<string, unknown>>;
    if (el.type === 'button' && 'aria-pressed' in el.props) {
      found.set(String(el.props.children), el.props as unknown as ButtonProps);
    }
    walk(el.props.children as ReactNode);
  };
  walk(tree);
  return found;
}

describe('the size picker', () => {
  it('shows a sold-out size struck through and disabled, named as sold out', () => {
    const [forty, fortyOne, fortyTwo] = buttons(renderToString(h(SizePicker, props())));
    expect(forty).toMatchObject({ text: '40', disabled: true, label: '40, sold out', pressed: 'false' });
    expect(forty!.className).toContain('line-through');
    for (const open of [fortyOne!, fortyTwo!]) {
      expect(open.disabled).toBe(false);
      // Named by its text alone, as before: "41".
      expect(open.label).toBeUndefined();
      expect(open.className).not.toContain('line-through');
    }
    expect(fortyOne!.pressed).toBe('true');
    expect(fortyTwo!.pressed).toBe('false');
  });

  it('keeps every size a 44 px target, sold out or not', () => {
    for (const button of buttons(renderToString(h(SizePicker, props())))) {
      expect(button.className).toContain('min-h-11');
      expect(button.className).toContain('min-w-11');
    }
  });

  it('offers every size when it has no counts, and a size missing from the counts as sold out', () => {
    const free = buttons(renderToString(h(SizePicker, props({ stock: undefined }))));
    expect(free.map((b) => b.disabled)).toEqual([false, false, false]);
    const partial = buttons(renderToString(h(SizePicker, props({ stock: { '41': 3 } }))));
    expect(partial.map((b) => b.label ?? b.text)).toEqual(['40, sold out', '41', '42, sold out']);
  });

  it('keeps the chosen size when it is tapped again, and moves to another size in stock', () => {
    const onChange = vi.fn();
    const tree = SizePicker(props({ onChange }));
    const found = sizeButtons(tree);
    found.get('41')!.onClick();
    expect(onChange).not.toHaveBeenCalled();
    found.get('42')!.onClick();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('42');
  });

  it('never chooses a sold-out size, even if its button is pressed some other way', () => {
    const onChange = vi.fn();
    sizeButtons(SizePicker(props({ onChange, value: null })))
      .get('40')!
      .onClick();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names the group for screen readers and ties the size message to it', () => {
    const html = renderToString(
      h(
        SizePicker,
        props({ groupLabel: 'Size for Penny Loafers', error: 'Please select a size', value: null }),
      ),
    );
    expect(html).toMatch(/role="group"[^>]*aria-label="Size for Penny Loafers"/);
    expect(html).toMatch(/aria-describedby="p1-size-error"/);
    expect(html).toMatch(/<p id="p1-size-error" role="alert"[^>]*>Please select a size<\/p>/);
  });

  it('offers "Your size" as one tap with its reason, pressed when it is the chosen size', () => {
    const suggestion = { size: '42', reason: 'foot 26.5 cm → EU 42' };
    const html = renderToString(h(SizePicker, props({ suggestion })));
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*Your size: <!-- -->42<\/button>/);
    expect(html).toContain('From your profile: <!-- -->foot 26.5 cm → EU 42');
    const chosen = renderToString(h(SizePicker, props({ suggestion, value: '42' })));
    expect(chosen).toMatch(/aria-pressed="true"[^>]*>.*Your size: <!-- -->42<\/button>/);
  });

  it('chooses the suggested size on a tap, once; no suggestion, no button', () => {
    const onChange = vi.fn();
    const yours = (value: string | null) => {
      let found: { onClick: () => void } | undefined;
      const walk = (node: ReactNode) => {
        if (Array.isArray(node)) return node.forEach(walk);
        if (!isValidElement(node)) return;
        const el = node as ReactElement<Record<string, unknown>>;
        if (el.props['aria-describedby'] === 'p1-size-why')
          found = el.props as unknown as { onClick: () => void };
        walk(el.props.children as ReactNode);
      };
      walk(SizePicker(props({ onChange, value, suggestion: { size: '42', reason: 'r' } })));
      return found!;
    };
    yours('41').onClick();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('42');
    yours('42').onClick();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(renderToString(h(SizePicker, props()))).not.toContain('Your size');
  });
});
