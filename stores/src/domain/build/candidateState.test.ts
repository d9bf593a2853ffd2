import { describe, expect, it } from 'vitest';
import { candidateState } from './candidateState';

const inStock = { status: 'public', stock: 3 } as const;

describe('candidateState', () => {
  it('calls a part in the build selected, whatever its stock or fit', () => {
    const archived = { status: 'archived', stock: 0 } as const;
    expect(candidateState({ part: archived, selected: true, compatible: false })).toBe('selected');
  });

  it('calls a part out of stock when none is left or it is archived, before its fit', () => {
    const none = { status: 'public', stock: 0 } as const;
    const archived = { status: 'archived', stock: 9 } as const;
    expect(candidateState({ part: none, selected: false, compatible: false })).toBe('out_of_stock');
    expect(candidateState({ part: archived, selected: false, compatible: true })).toBe(
      'out_of_stock',
    );
  });

  it('calls a buyable part incompatible when choosing it breaks a rule, else compatible', () => {
    expect(candidateState({ part: inStock, selected: false, compatible: false })).toBe(
      'incompatible',
    );
    expect(candidateState({ part: inStock, selected: false, compatible: true })).toBe('compatible');
  });
});
