// The product's styles as chips: type one and press Enter (or a comma) or Add; each chip can be
// removed. The profile's ten styles are suggested, any other word is welcome.
import { PROFILE_STYLE_OPTIONS } from '@shop/domain';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CONTROL } from '../components/fields';
import { MAX_STYLES } from './product-form-values';

type Props = { value: string[]; onChange: (value: string[]) => void; error?: string };

export function StylesInput({ value, onChange, error }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const add = (typed: string = text) => {
    const style = typed.replace(/,+$/, '').trim();
    setText('');
    if (!style) return;
    // The same style in another case is the same style.
    if (value.some((s) => s.toLowerCase() === style.toLowerCase())) return;
    onChange([...value, style.slice(0, 40)]);
  };
  const full = value.length >= MAX_STYLES;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Styles
      </label>
      {value.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label="Chosen styles">
          {value.map((style) => (
            <li
              key={style}
              className="flex items-center gap-1 rounded-full bg-ink py-1 pr-1 pl-3 text-sm text-paper"
            >
              {style}
              <button
                type="button"
                onClick={() => onChange(value.filter((s) => s !== style))}
                className="grid size-7 place-items-center rounded-full hover:bg-paper/20"
                aria-label={`Remove the style ${style}`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          list={`${id}-list`}
          maxLength={40}
          disabled={full}
          onChange={(event) => {
            // A comma ends a style, as in a list typed by hand.
            if (event.target.value.endsWith(',')) add(event.target.value);
            else setText(event.target.value);
          }}
          onKeyDown={(event) => {
            // Enter adds the style instead of sending the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          placeholder={full ? 'At most 20 styles' : 'e.g. Vintage'}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}
          className={`${CONTROL} min-w-0 flex-1`}
        />
        <Button variant="outline" onClick={() => add()} disabled={full || !text.trim()}>
          <Plus aria-hidden="true" className="size-4" />
          Add
        </Button>
      </div>
      <datalist id={`${id}-list`}>
        {PROFILE_STYLE_OPTIONS.filter((s) => !value.includes(s)).map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        Shoppers filter by style, and see pieces in the styles they like first.
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
