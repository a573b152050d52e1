// Pieces of the Profile Settings form: a titled section, the body-size inputs with the spec's
// placeholders, the ten style toggles and the 4-row text areas.
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import type { BodySize } from '../api/profile';
import { controlClasses, TextField } from '../../../components/ui/field';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-ink/10 pt-5 first:border-t-0 first:pt-0">
      <h3 id={id} className="mb-3 text-base font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}

const MEASUREMENTS = [
  ['chest', 'Chest'],
  ['waist', 'Waist'],
  ['hips', 'Hips'],
  ['inseam', 'Inseam'],
] as const;

export function BodySizeFields({ value, onChange }: { value: BodySize; onChange: (next: BodySize) => void }) {
  const m = value.measurements ?? {};
  const setMeasure = (key: keyof NonNullable<BodySize['measurements']>, v: string) =>
    onChange({ ...value, measurements: { ...m, [key]: v } });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label="Height"
        value={value.height ?? ''}
        placeholder={`e.g., 5'10" or 178cm`}
        onChange={(e) => onChange({ ...value, height: e.target.value })}
      />
      <TextField
        label="Weight"
        value={value.weight ?? ''}
        placeholder="e.g., 70kg or 154lbs"
        onChange={(e) => onChange({ ...value, weight: e.target.value })}
      />
      {MEASUREMENTS.map(([key, label]) => (
        <TextField
          key={key}
          label={label}
          value={m[key] ?? ''}
          placeholder="in inches/cm"
          onChange={(e) => setMeasure(key, e.target.value)}
        />
      ))}
      <TextField
        label="Shoe size"
        value={m.shoe_size ?? ''}
        placeholder="e.g., US 9, EU 42"
        onChange={(e) => setMeasure('shoe_size', e.target.value)}
      />
    </div>
  );
}

/** The ten styles come with the profile from the server (PROFILE_STYLE_OPTIONS), keeping the list out of the first-load bundle. */
export function StyleToggles({
  options,
  value,
  onChange,
}: {
  options: readonly string[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Styles you like">
      {options.map((style) => {
        const on = value.includes(style);
        return (
          <li key={style}>
            <button
              type="button"
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((s) => s !== style) : [...value, style])}
              className={clsx(
                'min-h-11 rounded-full border px-4 text-sm font-medium transition-colors',
                on ? 'border-ink bg-ink text-paper' : 'border-ink/20 bg-white hover:border-ink',
              )}
            >
              {style}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function TextArea({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className={clsx(controlClasses(), 'py-3')}
      />
    </div>
  );
}
