import { ANALYSIS_FIELD_KEYS, createDefaultFormData, detectAccountType } from './form-data';

describe('createDefaultFormData', () => {
  it('has exactly the 33 form_data fields of the spec', () => {
    const form = createDefaultFormData();
    expect(ANALYSIS_FIELD_KEYS).toHaveLength(33);
    expect(Object.keys(form).sort()).toEqual([...ANALYSIS_FIELD_KEYS].sort());
  });

  it('leaves every box unticked except hasProfessionalPhoto and recentActivity', () => {
    const form = createDefaultFormData();
    const ticked = Object.entries(form)
      .filter(([, value]) => value === true)
      .map(([key]) => key);
    expect(ticked.sort()).toEqual(['hasProfessionalPhoto', 'recentActivity']);
    expect(form.goodForOutreach).toBe(false);
  });

  it('starts numbers at 0, dates empty and the account as normal', () => {
    const form = createDefaultFormData();
    expect(form.connections).toBe(0);
    expect(form.accountAgeYears).toBe(0);
    expect(form.profileScorePercentage).toBe(0);
    expect(form.spamScore).toBe(0);
    expect(form.lastUpdated).toBe('');
    expect(form.lastPostDate).toBe('');
    expect(form.accountType).toBe('normal');
  });

  it('sets a premium account type when the profile URL contains "premium"', () => {
    expect(createDefaultFormData('https://www.linkedin.com/in/premium-jane/').accountType).toBe(
      'premium',
    );
    expect(createDefaultFormData('https://www.linkedin.com/in/jane/').accountType).toBe('normal');
  });

  it('returns a new object each time', () => {
    expect(createDefaultFormData()).not.toBe(createDefaultFormData());
  });
});

describe('detectAccountType', () => {
  it.each([
    ['https://www.linkedin.com/in/premium-jane', 'premium'],
    ['https://www.linkedin.com/in/Jane-PREMIUM', 'premium'],
    ['https://www.linkedin.com/in/jane-premium/', 'premium'],
    // The canonical link has no query or fragment: neither can flip the account type.
    ['https://linkedin.com/in/jane?src=PrEmIuM', 'normal'],
    ['https://www.linkedin.com/in/jane/?utm_campaign=premium', 'normal'],
    ['https://www.linkedin.com/in/jane/#premium', 'normal'],
    ['https://www.linkedin.com/in/jane-doe', 'normal'],
    ['https://www.linkedin.com/in/prem-ium', 'normal'],
    ['', 'normal'],
  ])('%s -> %s', (url, expected) => {
    expect(detectAccountType(url)).toBe(expected);
  });

  it('treats a missing URL as normal', () => {
    expect(detectAccountType(undefined)).toBe('normal');
    expect(detectAccountType(null)).toBe('normal');
  });
});
