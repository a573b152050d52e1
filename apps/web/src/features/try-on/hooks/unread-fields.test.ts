import { parseBodySize } from '@shop/domain/fit';
import { describe, expect, it } from 'vitest';
import { unreadFields } from './unread-fields';

describe('unreadFields', () => {
  it('names each field with text the rules could not read, and nothing else', () => {
    const body = {
      height: `5'8"`,
      weight: 'average',
      measurements: { chest: '96cm', waist: ' ', hips: 'curvy', shoe_size: '9' },
    };
    expect(unreadFields(body, parseBodySize(body))).toEqual([
      { label: 'Weight', text: 'average' },
      { label: 'Hips', text: 'curvy' },
      { label: 'Shoe size', text: '9' },
    ]);
  });

  it('is empty for an empty profile or one read in full', () => {
    expect(unreadFields({}, {})).toEqual([]);
    const body = { measurements: { chest: '38 in', shoe_size: 'EU 42' } };
    expect(unreadFields(body, parseBodySize(body))).toEqual([]);
  });
});
