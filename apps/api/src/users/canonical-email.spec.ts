import { canonicalEmail, emailSpellingProblem } from './canonical-email';

describe('canonicalEmail', () => {
  it.each([
    ['Kate@Example.COM', 'kate@example.com'],
    ['  kate@example.com ', 'kate@example.com'],
    ['\u212Aate@example.com', 'kate@example.com'], // KELVIN SIGN
    ['\uFF4B\uFF41\uFF54\uFF45@example.com', 'kate@example.com'], // fullwidth ｋａｔｅ
    ['\u017Fam@example.com', 'sam@example.com'], // ſ (long s)
    ['o\uFB01ce@example.com', 'ofice@example.com'], // ﬁ ligature
    ['jose\u0301@example.com', 'jos\u00E9@example.com'], // decomposed é → composed
    ['Jos\u00C9@B\u00FCcher.Example', 'jos\u00E9@xn--bcher-kva.example'],
    ['kate@b\u00FCcher.example', 'kate@xn--bcher-kva.example'],
    ['kate@\uFF45xample.com', 'kate@example.com'],
    ['\u0130lker@example.com', 'i\u0307lker@example.com'], // İ lower-cases to i + combining dot
    ['\u0131lker@example.com', '\u0131lker@example.com'], // dotless ı stays apart from i
    ['k\u0430te@example.com', 'k\u0430te@example.com'], // Cyrillic а does not fold
    ['user+Tag@Sub.Example.org', 'user+tag@sub.example.org'],
  ])('%j → %j', (raw, canonical) => {
    expect(canonicalEmail(raw)).toBe(canonical);
    expect(canonicalEmail(canonical)).toBe(canonical);
  });

  it('never throws, whatever it is given', () => {
    for (const raw of ['', '@', 'no-at-sign', 'a@', '@b', 'a@b@c', 'a@-.-', 'a@\u0000', '\uD800@x'])
      expect(typeof canonicalEmail(raw)).toBe('string');
  });
});

describe('emailSpellingProblem', () => {
  it.each([
    'kate@example.com',
    'Kate@Example.COM',
    'jos\u00E9@example.com',
    'jose\u0301@example.com',
    'kate@b\u00FCcher.example',
    '\u0130lker@example.com',
    '\u0131lker@example.com',
    '\u043A\u0430\u0442\u044F@example.com', // катя: a Cyrillic word
    '\u03B4\u03BF\u03BA\u03B9\u03BC\u03AE@example.gr', // δοκιμή
    '\u00DF@example.de',
  ])('accepts %j', (raw) => {
    expect(emailSpellingProblem(raw)).toBeNull();
  });

  it.each([
    ['\u212Aate@example.com', 'look_alike'],
    ['\uFF4B\uFF41\uFF54\uFF45@example.com', 'look_alike'],
    ['\u017Fam@example.com', 'look_alike'],
    ['o\uFB01ce@example.com', 'look_alike'],
    ['kate@\uFF45xample.com', 'look_alike'],
    ['kate\u00B2@example.com', 'look_alike'],
    ['ka\u00ADte@example.com', 'look_alike'], // soft hyphen
    ['ka\u200Dte@example.com', 'look_alike'], // zero-width joiner
    ['k\u0430te@example.com', 'mixed_scripts'],
    ['kate@ex\u0430mple.com', 'mixed_scripts'],
    ['\u0430\u0440\u0435@example.com', 'mixed_scripts'], // аре: reads as "ape"
  ])('refuses %j (%s)', (raw, problem) => {
    expect(emailSpellingProblem(raw)).toBe(problem);
  });
});
