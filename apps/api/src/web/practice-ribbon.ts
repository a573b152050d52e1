// While the shop takes payments on its practice sheet (PAYMENT_PROVIDER=sandbox), every page says
// so, so nobody mistakes it for a live shop. The ribbon is plain HTML the server puts before the
// React root: no JavaScript (the first-load budget stays as it is), present from the first paint
// (no layout shift), and untouched by hydration and client-side navigation, storefront and admin
// alike. Inline styles, because the web build's stylesheet only holds classes its own files use.
export const PRACTICE_RIBBON_TEXT = 'practice payments — nothing is charged';

export const PRACTICE_RIBBON =
  `<div role="status" data-practice-ribbon style="background:#fde68a;color:#451a03;` +
  `font:600 12px/1.5 system-ui,sans-serif;text-align:center;padding:4px 12px;overflow-wrap:anywhere">` +
  `${PRACTICE_RIBBON_TEXT}</div>`;

/** The page template with the ribbon at the top of the body (before the app's root). */
export function withPracticeRibbon(template: string): string {
  if (template.includes('<div id="root">'))
    return template.replace('<div id="root">', `${PRACTICE_RIBBON}<div id="root">`);
  return template.replace(/<body[^>]*>/, (body) => `${body}${PRACTICE_RIBBON}`);
}
