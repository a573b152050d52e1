// The product's styles as chips: type one and press Enter (or a comma) or Add; each chip can be
// removed. The profile's ten styles are suggested, any other word is welcome.
import { PROFILE_STYLE_OPTIONS } from '@shop/domain/rules';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Chip, Chips } from '../components/chips';
import { CONTROL, Field, Suggestions } from '../components/fields';
import { MAX_STYLES } from './product-form-values';

type Props = { value: string[]; onChange: (value: string[]) => void; error?: string };

export function StylesInput({ value, onChange, error }: Props) {
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
    <Field
      label="Styles"
      hint="Shoppers filter by style, and see pieces in the styles they like first."
      error={error}
      size="sm"
    >
      {(control) => (
        <>
          <Chips
            label="Chosen styles"
            values={value}
            chip={(style) => (
              <Chip
                key={style}
                removeLabel={`Remove the style ${style}`}
                onRemove={() => onChange(value.filter((s) => s !== style))}
              >
                {style}
              </Chip>
            )}
          />
          <div className="flex gap-2">
            <input
              {...control}
              value={text}
              list={`${control.id}-list`}
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
              className={`${CONTROL} min-w-0 flex-1`}
            />
            <Button variant="outline" onClick={() => add()} disabled={full || !text.trim()}>
              <Plus aria-hidden="true" className="size-4" />
              Add
            </Button>
          </div>
          <Suggestions
            id={`${control.id}-list`}
            values={PROFILE_STYLE_OPTIONS.filter((s) => !value.includes(s))}
          />
        </>
      )}
    </Field>
  );
}
