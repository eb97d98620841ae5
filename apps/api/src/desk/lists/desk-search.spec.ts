import { containsPattern, searchTextOf, sqlFiltersOf } from './desk-search';

describe('the desk filters as SQL', () => {
  it('takes the search literally: % _ and \\ are escaped', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });

  it('is no filter at all when nothing is set', () => {
    expect(sqlFiltersOf({})).toBeNull();
    expect(sqlFiltersOf({ overdue: false })).toBeNull();
  });

  it.each([
    [
      'https://ca.linkedin.com/in/Jane-Doe-Dup/?originalSubdomain=ca',
      'https://www.linkedin.com/in/jane-doe-dup/',
    ],
    ['www.linkedin.com/in/Jane-Doe-Dup', 'https://www.linkedin.com/in/jane-doe-dup/'],
    ['https://www.linkedin.com/in/ana-mar%C3%ADa', 'https://www.linkedin.com/in/ana-maría/'],
    ['ana-mar%C3%ADa', 'ana-maría'],
    ['Ana-MARÍA', 'ana-maría'],
    [' ada@example.com ', 'ada@example.com'],
    ['100%', '100%'],
    // An escape of a control character is searched as typed (PostgreSQL refuses NUL in text).
    ['%00', '%00'],
    ['a%0Ab', 'a%0ab'],
  ])('searches %j as %j, the form links are stored in', (q, text) => {
    expect(searchTextOf(q)).toBe(text);
  });
});
