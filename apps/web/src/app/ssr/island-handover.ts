// What a shopper did to an island's server HTML before its code arrived must survive the switch to
// the live part: typed values, the focused field, and a submit tapped early (a quick tap on a slow
// phone must neither reload the page nor be lost). The server's fields are read just before the live
// part replaces them, then written into the live fields the way typing does, so React sees them.

type Field = HTMLInputElement | HTMLTextAreaElement;

export type Handover = {
  /** Per form in the island, in document order: the typed values by field name. */
  forms: [name: string, value: string][][];
  focusedName: string | null;
  submittedForm: number | null;
};

const isField = (el: unknown): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

export function readHandover(el: HTMLElement, submittedForm: number | null): Handover {
  const forms = Array.from(el.querySelectorAll('form'), (form) =>
    Array.from(form.elements)
      .filter(isField)
      .filter((field) => field.name && field.type !== 'hidden' && field.value !== field.defaultValue)
      .map((field): [string, string] => [field.name, field.value]),
  );
  const focused = document.activeElement;
  const focusedName = isField(focused) && el.contains(focused) ? focused.name || null : null;
  return { forms, focusedName, submittedForm };
}

export function applyHandover(el: HTMLElement, handover: Handover): void {
  const forms = el.querySelectorAll('form');
  handover.forms.forEach((values, index) => {
    const form = forms[index];
    for (const [name, value] of values) {
      const field = form?.elements.namedItem(name);
      if (isField(field)) setTypedValue(field, value);
    }
  });
  if (handover.focusedName && !el.contains(document.activeElement)) {
    el.querySelector<HTMLElement>(`[name="${CSS.escape(handover.focusedName)}"]`)?.focus({
      preventScroll: true,
    });
  }
  if (handover.submittedForm !== null) forms[handover.submittedForm]?.requestSubmit();
}

function setTypedValue(field: Field, value: string) {
  const proto =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
