import { createDefaultFormData } from './form-data';
import { perfectForm } from './test-forms';
import { FORM_DATA_ERROR_KEY, isIsoDateOrEmpty, validateFormData } from './validation';

function errorsOf(input: unknown): Record<string, string[]> {
  const result = validateFormData(input);
  if (result.ok) throw new Error('expected validation to fail');
  return result.errors;
}

describe('validateFormData', () => {
  it('accepts a complete, valid checklist as is', () => {
    const form = {
      ...perfectForm(),
      connections: 734,
      accountAgeYears: 12,
      lastUpdated: '2024-02-29',
      spamScore: 100,
    };
    expect(validateFormData(form)).toEqual({ ok: true, value: form });
  });

  it('fills missing keys from the defaults', () => {
    expect(validateFormData({})).toEqual({ ok: true, value: createDefaultFormData() });
    const result = validateFormData({ connections: 42, hasRecommendations: true });
    expect(result).toEqual({
      ok: true,
      value: { ...createDefaultFormData(), connections: 42, hasRecommendations: true },
    });
  });

  it('uses the profile URL for a missing account type', () => {
    const result = validateFormData({}, { profileUrl: 'https://www.linkedin.com/in/premium-joe' });
    expect(result.ok && result.value.accountType).toBe('premium');
    const explicit = validateFormData(
      { accountType: 'normal' },
      { profileUrl: 'https://www.linkedin.com/in/premium-joe' },
    );
    expect(explicit.ok && explicit.value.accountType).toBe('normal');
  });

  it.each([
    ['null', null],
    ['an array', [{ connections: 1 }]],
    ['a string', '{"connections": 1}'],
    ['a number', 5],
    ['undefined', undefined],
    ['a Date', new Date()],
    ['a class instance', new (class Form {})()],
  ])('refuses %s', (_, input) => {
    expect(errorsOf(input)).toEqual({
      [FORM_DATA_ERROR_KEY]: ['Must be an object with the analysis fields'],
    });
  });

  it('accepts an object without a prototype', () => {
    expect(validateFormData(Object.assign(Object.create(null), { connections: 3 })).ok).toBe(true);
  });

  it('refuses unknown fields', () => {
    expect(errorsOf({ connections: 3, isAdmin: true, hasCustomUrl: true })).toEqual({
      isAdmin: ['Unknown field'],
      hasCustomUrl: ['Unknown field'],
    });
  });

  it('refuses a "__proto__" key instead of being polluted by it', () => {
    const errors = errorsOf(JSON.parse('{"__proto__": {"polluted": true}, "connections": 1}'));
    expect(Object.keys(errors)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(errors, '__proto__')?.value).toEqual(['Unknown field']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it.each([['true'], [1], [0], [null], ['yes']])('refuses %p for a boolean', (value) => {
    expect(errorsOf({ hasVerificationShield: value })).toEqual({
      hasVerificationShield: ['Must be true or false'],
    });
  });

  it.each([
    ['profileScorePercentage', -1, 'Must be a number between 0 and 100'],
    ['profileScorePercentage', 101, 'Must be a number between 0 and 100'],
    ['profileScorePercentage', 50.5, 'Must be a whole number between 0 and 100'],
    ['profileScorePercentage', '50', 'Must be a number between 0 and 100'],
    ['spamScore', Number.NaN, 'Must be a number between 0 and 100'],
    ['spamScore', Number.POSITIVE_INFINITY, 'Must be a number between 0 and 100'],
    ['spamScore', null, 'Must be a number between 0 and 100'],
    ['connections', -1, 'Must be a number between 0 and 1,000,000,000'],
    ['connections', 1_000_000_001, 'Must be a number between 0 and 1,000,000,000'],
    ['connections', 2.5, 'Must be a whole number between 0 and 1,000,000,000'],
    ['connections', Number.NaN, 'Must be a number between 0 and 1,000,000,000'],
    ['accountAgeYears', 101, 'Must be a number between 0 and 100'],
    ['accountAgeYears', -0.5, 'Must be a number between 0 and 100'],
    ['accountAgeYears', 1.5, 'Must be a whole number between 0 and 100'],
  ])('refuses %s = %p', (key, value, message) => {
    expect(errorsOf({ [key]: value })).toEqual({ [key]: [message] });
  });

  it.each([
    ['profileScorePercentage', 0],
    ['profileScorePercentage', 100],
    ['spamScore', 0],
    ['spamScore', 100],
    ['connections', 0],
    ['connections', 1_000_000_000],
    ['accountAgeYears', 0],
    ['accountAgeYears', 100],
  ])('accepts the boundary %s = %p', (key, value) => {
    const result = validateFormData({ [key]: value });
    expect(result.ok && result.value[key as 'connections']).toBe(value);
  });

  it.each([['basic'], ['Premium'], [''], [null], [1]])('refuses %p as account type', (value) => {
    expect(errorsOf({ accountType: value })).toEqual({
      accountType: ['Must be one of: normal, premium'],
    });
  });

  it.each([
    ['2025-1-05'],
    ['05/06/2025'],
    ['2025-03-05T00:00:00Z'],
    [' 2025-03-05'],
    [20250305],
    [null],
  ])('refuses %p as a date', (value) => {
    expect(errorsOf({ lastUpdated: value })).toEqual({
      lastUpdated: ['Must be a date in YYYY-MM-DD format, or empty'],
    });
  });

  it.each([['2025-02-29'], ['2025-13-01'], ['2025-04-31'], ['2025-00-10']])(
    'refuses the impossible date %s',
    (value) => {
      expect(errorsOf({ lastPostDate: value })).toEqual({
        lastPostDate: ['Must be a real calendar date'],
      });
    },
  );

  it('accepts empty dates and real ones', () => {
    expect(validateFormData({ lastUpdated: '', lastPostDate: '2024-02-29' }).ok).toBe(true);
  });

  it('reports every problem at once', () => {
    expect(
      errorsOf({ connections: 'many', goodForOutreach: 'yes', extra: 1, hasCustomURL: true }),
    ).toEqual({
      connections: ['Must be a number between 0 and 1,000,000,000'],
      goodForOutreach: ['Must be true or false'],
      extra: ['Unknown field'],
    });
  });

  it('does not modify its input', () => {
    const input = { connections: 5 };
    validateFormData(input);
    expect(input).toEqual({ connections: 5 });
  });
});

describe('isIsoDateOrEmpty', () => {
  it.each([
    ['', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2025-12-31', true],
    ['not a date', false],
  ])('%p -> %p', (value, expected) => {
    expect(isIsoDateOrEmpty(value)).toBe(expected);
  });
});
