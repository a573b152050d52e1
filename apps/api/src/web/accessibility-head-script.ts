// The shopper's accessibility settings (text size, high contrast) live on the device. A tiny script
// at the top of every page's <head> applies them before the browser paints anything: the page is laid
// out at the chosen size from the start, nothing jumps when the app's JavaScript arrives, and the
// admin's pages get them too. The Content-Security-Policy allows exactly this text by its hash.
//
// It follows the domain's rule (@shop/domain accessibility.ts: steps of 10 within 70–200 %, anything
// else the default); the tests run it against that rule.
import { createHash } from 'node:crypto';
import {
  A11Y_FONT_SIZE_STORAGE_KEY,
  A11Y_FONT_SIZE_VARIABLE,
  A11Y_HIGH_CONTRAST_CLASS,
  A11Y_HIGH_CONTRAST_STORAGE_KEY,
  FONT_SIZE,
} from '@shop/domain/rules';

// Storage can be refused (a locked-down browser): the page then shows the defaults.
export const ACCESSIBILITY_HEAD_SCRIPT = `(() => {
  try {
    const root = document.documentElement;
    const size = Number(localStorage.getItem('${A11Y_FONT_SIZE_STORAGE_KEY}'));
    if (Number.isFinite(size) && size > 0) {
      const step = Math.round(size / ${FONT_SIZE.step}) * ${FONT_SIZE.step};
      const percent = Math.min(${FONT_SIZE.max}, Math.max(${FONT_SIZE.min}, step));
      if (percent !== ${FONT_SIZE.default}) root.style.setProperty('${A11Y_FONT_SIZE_VARIABLE}', percent + '%');
    }
    if (localStorage.getItem('${A11Y_HIGH_CONTRAST_STORAGE_KEY}') === 'true') root.classList.add('${A11Y_HIGH_CONTRAST_CLASS}');
  } catch {}
})();`;

/** The CSP source that allows the settings script. */
export const ACCESSIBILITY_HEAD_CSP = `'sha256-${createHash('sha256').update(ACCESSIBILITY_HEAD_SCRIPT).digest('base64')}'`;

/** The tag that goes first in every page's <head>. */
export const accessibilityHeadTag = () => `<script>${ACCESSIBILITY_HEAD_SCRIPT}</script>`;
