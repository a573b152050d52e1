import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CM_PER_INCH,
  formatCm,
  KG_PER_POUND,
  LENGTH_SPANS,
  parseBodySize,
  parseLength,
  parseShoeSize,
  parseWeight,
  type LengthField,
} from './measurements';

const close = (value: number | null, expected: number) => {
  expect(value).not.toBeNull();
  expect(value!).toBeCloseTo(expected, 6);
};

describe('parseLength', () => {
  it('reads centimetres, millimetres, metres and inches with or without a space', () => {
    close(parseLength('96cm', 'chest'), 96);
    close(parseLength('96 cm', 'chest'), 96);
    close(parseLength('96 centimetres', 'chest'), 96);
    close(parseLength('960 mm', 'chest'), 96);
    close(parseLength('1.73 m', 'height'), 173);
    close(parseLength('38 in', 'chest'), 38 * CM_PER_INCH);
    close(parseLength('38"', 'chest'), 38 * CM_PER_INCH);
    close(parseLength('38 inches', 'chest'), 38 * CM_PER_INCH);
    close(parseLength('38in.', 'chest'), 38 * CM_PER_INCH);
    close(parseLength('  96,5 CM ', 'chest'), 96.5);
  });

  it('reads feet and inches however they are written', () => {
    const fiveEight = 5 * 30.48 + 8 * CM_PER_INCH;
    for (const text of [`5'8"`, `5'8`, '5 ft 8 in', '5ft8', "5' 8''", '5’8”', '5 feet 8 inches']) {
      close(parseLength(text, 'height'), fiveEight);
    }
    close(parseLength("6'", 'height'), 6 * 30.48);
    expect(parseLength(`5'13"`, 'height')).toBeNull();
  });

  it('reads a bare number the way people write that measurement', () => {
    close(parseLength('32', 'waist'), 32 * CM_PER_INCH); // a 32 waist is inches
    close(parseLength('81', 'waist'), 81);
    close(parseLength('96', 'chest'), 96);
    close(parseLength('30', 'inseam'), 30 * CM_PER_INCH);
    close(parseLength('76', 'inseam'), 76);
    close(parseLength('173', 'height'), 173);
    close(parseLength('1.73', 'height'), 173);
    close(parseLength('26.5', 'foot'), 26.5);
    // 5.8: feet-and-inches or metres? Not read.
    expect(parseLength('5.8', 'height')).toBeNull();
  });

  it('takes the larger end of a range (between two sizes, the larger)', () => {
    close(parseLength('32-34', 'waist'), 34 * CM_PER_INCH);
    close(parseLength('32 – 34 in', 'waist'), 34 * CM_PER_INCH);
    close(parseLength('94 to 96 cm', 'chest'), 96);
    close(parseLength('about 96cm', 'chest'), 96);
  });

  it('reads junk, unknown units and impossible bodies as nothing', () => {
    for (const text of [
      '',
      ' ',
      'big',
      'M',
      'medium',
      '96 kg',
      '96cmx',
      '-96',
      '9 6',
      '96 cm 97',
      'NaN',
      'Infinity',
      '1e3',
    ]) {
      expect(parseLength(text, 'chest'), text).toBeNull();
    }
    expect(parseLength(null, 'chest')).toBeNull();
    expect(parseLength(undefined, 'chest')).toBeNull();
    expect(parseLength('400 cm', 'chest')).toBeNull();
    expect(parseLength('20 cm', 'chest')).toBeNull();
    expect(parseLength('3 m', 'height')).toBeNull();
    expect(parseLength('50', 'height')).toBeNull();
  });

  it('round-trips any length in its span through cm, mm and inches (property)', () => {
    const fields = Object.keys(LENGTH_SPANS) as LengthField[];
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.double({ min: 0, max: 1, noNaN: true }), (field, t) => {
        const [low, high] = LENGTH_SPANS[field];
        const cm = Math.round((low + t * (high - low)) * 10) / 10;
        close(parseLength(`${cm} cm`, field), cm);
        close(parseLength(`${cm * 10}mm`, field), cm);
        close(parseLength(`${cm / CM_PER_INCH} in`, field), cm);
        close(parseLength(`${cm / CM_PER_INCH}"`, field), cm);
      }),
    );
  });

  it('reads nothing outside the span of a body (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(LENGTH_SPANS) as LengthField[])),
        fc.boolean(),
        fc.double({ min: 0.1, max: 500, noNaN: true }),
        (field, below, step) => {
          const [low, high] = LENGTH_SPANS[field];
          const cm = below ? low - step : high + step;
          if (cm <= 0) return;
          expect(parseLength(`${cm} cm`, field)).toBeNull();
        },
      ),
    );
  });
});

describe('parseWeight', () => {
  it('reads kilograms and pounds; a bare number is kilograms', () => {
    close(parseWeight('68kg'), 68);
    close(parseWeight('68 KGs'), 68);
    close(parseWeight('68'), 68);
    close(parseWeight('150 lbs'), 150 * KG_PER_POUND);
    close(parseWeight('150lb'), 150 * KG_PER_POUND);
    close(parseWeight('65-70 kg'), 70);
  });

  it('reads junk and impossible weights as nothing', () => {
    for (const text of ['', 'heavy', '68 cm', '68 st', '5 kg', '900 kg', '1000 lbs']) {
      expect(parseWeight(text), text).toBeNull();
    }
    expect(parseWeight(undefined)).toBeNull();
  });

  it('round-trips kilograms through pounds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 25, max: 300 }), (kg) => {
        close(parseWeight(`${kg} kg`), kg);
        close(parseWeight(`${kg / KG_PER_POUND} lbs`), kg);
      }),
    );
  });
});

describe('parseShoeSize', () => {
  it('reads EU sizes, prefixed, suffixed or bare from 30 up', () => {
    expect(parseShoeSize('42')).toEqual({ system: 'EU', value: 42 });
    expect(parseShoeSize('EU 42')).toEqual({ system: 'EU', value: 42 });
    expect(parseShoeSize('42 EU')).toEqual({ system: 'EU', value: 42 });
    expect(parseShoeSize('eu42.5')).toEqual({ system: 'EU', value: 42.5 });
    expect(parseShoeSize('Size 38')).toEqual({ system: 'EU', value: 38 });
    expect(parseShoeSize('42-43')).toEqual({ system: 'EU', value: 43 });
    // EU sizes are everyone's: a chart word beside one is dropped.
    expect(parseShoeSize("EU 42 men's")).toEqual({ system: 'EU', value: 42 });
  });

  it('reads US and UK sizes with the chart when the text says it', () => {
    expect(parseShoeSize('US 9')).toEqual({ system: 'US', value: 9 });
    expect(parseShoeSize("US 9 men's")).toEqual({ system: 'US', value: 9, chart: 'men' });
    expect(parseShoeSize('9.5 US (women)')).toEqual({ system: 'US', value: 9.5, chart: 'women' });
    expect(parseShoeSize('UK 6 ladies')).toEqual({ system: 'UK', value: 6, chart: 'women' });
    expect(parseShoeSize('US 10 M')).toEqual({ system: 'US', value: 10, chart: 'men' });
    expect(parseShoeSize('womens US 7')).toEqual({ system: 'US', value: 7, chart: 'women' });
  });

  it('reads a foot length with its unit', () => {
    expect(parseShoeSize('26.5 cm')).toEqual({ system: 'foot', footCm: 26.5 });
    expect(parseShoeSize('265mm')).toEqual({ system: 'foot', footCm: 26.5 });
    expect(parseShoeSize('10.5 in')).toEqual({ system: 'foot', footCm: 10.5 * CM_PER_INCH });
  });

  it('does not guess: bare small numbers, two systems, impossible sizes and junk read as nothing', () => {
    for (const text of ['9', '8.5', 'US 9 UK', 'EU 80', 'US 40', 'UK 0', 'big feet', '', '5 cm', 'US', 'M']) {
      expect(parseShoeSize(text), text).toBeNull();
    }
    expect(parseShoeSize(null)).toBeNull();
  });
});

describe('parseBodySize', () => {
  it('reads every field it can and leaves out the rest', () => {
    expect(
      parseBodySize({
        height: `5'8"`,
        weight: '150 lbs',
        measurements: { chest: '96cm', waist: '32', hips: 'curvy', inseam: '', shoe_size: 'EU 42' },
      }),
    ).toEqual({
      heightCm: 5 * 30.48 + 8 * CM_PER_INCH,
      weightKg: 150 * KG_PER_POUND,
      chestCm: 96,
      waistCm: 32 * CM_PER_INCH,
      shoe: { system: 'EU', value: 42 },
    });
  });

  it('reads an empty or missing profile as nothing', () => {
    expect(parseBodySize(undefined)).toEqual({});
    expect(parseBodySize(null)).toEqual({});
    expect(parseBodySize({})).toEqual({});
    expect(parseBodySize({ measurements: null })).toEqual({});
  });

  it('never throws, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        const read = parseBodySize({
          height: a,
          weight: b,
          measurements: { chest: c, waist: a, hips: b, inseam: c, shoe_size: a },
        });
        for (const value of Object.values(read)) expect(value).toBeDefined();
      }),
    );
  });
});

it('formats centimetres with one decimal at most', () => {
  expect(formatCm(96)).toBe('96 cm');
  expect(formatCm(32 * CM_PER_INCH)).toBe('81.3 cm');
});
