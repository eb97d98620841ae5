import { ANALYSIS_FIELD_LIST, ANALYSIS_FIELDS, getFieldDefinition } from './fields';
import { ANALYSIS_FIELD_KEYS, createDefaultFormData } from './form-data';

describe('ANALYSIS_FIELDS', () => {
  it('lists every form_data key exactly once', () => {
    const keys = ANALYSIS_FIELDS.flatMap((group) => group.fields.map((field) => field.key));
    expect(keys).toHaveLength(ANALYSIS_FIELD_KEYS.length);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...ANALYSIS_FIELD_KEYS].sort());
  });

  it('is grouped in the order the analyst works', () => {
    expect(ANALYSIS_FIELDS.map((group) => group.title)).toEqual([
      'Profile basics',
      'Profile content',
      'Activity & engagement',
      'Network fit',
      'Risk flags',
      'Scores',
    ]);
    for (const group of ANALYSIS_FIELDS) expect(group.fields.length).toBeGreaterThan(0);
  });

  it('gives every field a distinct, human label', () => {
    const labels = ANALYSIS_FIELD_LIST.map((field) => field.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const field of ANALYSIS_FIELD_LIST) {
      expect(field.label).toMatch(/^[A-Z]/);
      expect(field.label).not.toBe(field.key);
    }
    expect(getFieldDefinition('hasVerificationShield').label).toBe('Has verification shield');
  });

  it('uses the kind that matches the default value of each field', () => {
    const defaults = createDefaultFormData() as unknown as Record<string, unknown>;
    for (const field of ANALYSIS_FIELD_LIST) {
      const expectedType = {
        boolean: 'boolean',
        number: 'number',
        date: 'string',
        select: 'string',
      }[field.kind];
      expect(typeof defaults[field.key]).toBe(expectedType);
    }
  });

  it('bounds the numbers as the spec does', () => {
    const bounds = Object.fromEntries(
      ANALYSIS_FIELD_LIST.flatMap((field) =>
        field.kind === 'number' ? [[field.key, [field.min, field.max]]] : [],
      ),
    );
    expect(bounds).toEqual({
      connections: [0, 1_000_000_000],
      accountAgeYears: [0, 100],
      profileScorePercentage: [0, 100],
      spamScore: [0, 100],
    });
  });

  it('offers normal and premium as account types', () => {
    const field = getFieldDefinition('accountType');
    expect(field.kind === 'select' && field.options.map((option) => option.value)).toEqual([
      'normal',
      'premium',
    ]);
  });

  it('marks exactly the three scores as computed', () => {
    const computed = ANALYSIS_FIELD_LIST.filter((field) => field.computed).map(
      (field) => field.key,
    );
    expect(computed.sort()).toEqual(['goodForOutreach', 'profileScorePercentage', 'spamScore']);
  });
});
