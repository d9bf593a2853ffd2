import { describe, expect, it } from 'vitest';
import { addMonths, sessionEnd } from './policy';

describe('sessionEnd', () => {
  it('ends a session without remember me one calendar month after login', () => {
    expect(sessionEnd(new Date('2026-03-15T09:30:00Z'), false)).toEqual(
      new Date('2026-04-15T09:30:00Z'),
    );
  });

  it('ends a remembered session a year after login', () => {
    expect(sessionEnd(new Date('2026-03-15T09:30:00Z'), true)).toEqual(
      new Date('2027-03-15T09:30:00Z'),
    );
  });
});

describe('addMonths', () => {
  it('stops at the last day of a shorter month', () => {
    expect(addMonths(new Date('2028-01-31T12:00:00Z'), 1)).toEqual(
      new Date('2028-02-29T12:00:00Z'),
    );
    expect(addMonths(new Date('2026-01-31T12:00:00Z'), 1)).toEqual(
      new Date('2026-02-28T12:00:00Z'),
    );
    expect(addMonths(new Date('2026-12-31T23:00:00Z'), 1)).toEqual(
      new Date('2027-01-31T23:00:00Z'),
    );
  });
});
