// The visible controls for the laid-over picture: size, turn and fade as labelled range sliders (the
// keyboard and screen readers use them as they are), for anyone who cannot pinch or drag.
import { useId } from 'react';
import { OPACITY_RANGE, SCALE_RANGE, type Overlay } from '../hooks/overlay-transform';

type Slider = {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  text: string;
  set: (value: number) => Overlay;
};

export function OverlaySliders({
  overlay,
  onChange,
}: {
  overlay: Overlay;
  onChange: (next: Overlay) => void;
}) {
  const id = useId();
  const sliders: Slider[] = [
    {
      label: 'Size',
      min: SCALE_RANGE[0] * 100,
      max: SCALE_RANGE[1] * 100,
      step: 1,
      value: Math.round(overlay.scale * 100),
      text: `${Math.round(overlay.scale * 100)} %`,
      set: (v) => ({ ...overlay, scale: v / 100 }),
    },
    {
      label: 'Turn',
      min: -180,
      max: 180,
      step: 1,
      value: Math.round(overlay.rotation),
      text: `${Math.round(overlay.rotation)}°`,
      set: (v) => ({ ...overlay, rotation: v }),
    },
    {
      label: 'Fade',
      min: OPACITY_RANGE[0] * 100,
      max: OPACITY_RANGE[1] * 100,
      step: 1,
      value: Math.round(overlay.opacity * 100),
      text: `${Math.round(overlay.opacity * 100)} % visible`,
      set: (v) => ({ ...overlay, opacity: v / 100 }),
    },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {sliders.map((s, i) => (
        <div key={s.label}>
          <div className="flex items-baseline justify-between text-sm">
            <label htmlFor={`${id}-${i}`} className="font-semibold">
              {s.label}
            </label>
            <span className="text-muted text-xs">{s.text}</span>
          </div>
          <input
            id={`${id}-${i}`}
            type="range"
            min={s.min}
            max={s.max}
            step={s.step}
            value={s.value}
            aria-valuetext={s.text}
            onChange={(e) => onChange(s.set(Number(e.target.value)))}
            className="accent-ink h-11 w-full"
          />
        </div>
      ))}
    </div>
  );
}
