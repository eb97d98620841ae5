import {
  canonicalLinkedInProfileUrl,
  isLinkedInProfileUrl,
  parseLinkedInProfileUrl,
} from './linkedin-url';

describe('isLinkedInProfileUrl', () => {
  it.each([
    'https://www.linkedin.com/in/ada',
    'http://linkedin.com/in/ada',
    'https://uk.linkedin.com/in/ada-lovelace',
    'https://m.linkedin.com/in/ada_lovelace/',
    'https://WWW.LinkedIn.com/in/Upper',
    'https://www.linkedin.com/in/ada-lovelace-1815/',
    'https://www.linkedin.com/in/ada?utm_source=share&utm_medium=member_desktop',
    'https://www.linkedin.com/in/ada/?trk=public_profile#experience',
    'https://www.linkedin.com/in/ana-maría',
    'https://www.linkedin.com/in/ana-mar%C3%ADa/',
    'https://www.linkedin.com/in/%e5%bc%a0%e5%b0%8f%e4%bc%9f',
    'https://www.linkedin.com/in/abc',
    `https://www.linkedin.com/in/${'a'.repeat(100)}`,
  ])('accepts the profile page %s', (url) => {
    expect(isLinkedInProfileUrl(url)).toBe(true);
  });

  it.each([
    '',
    'javascript:alert(1)//linkedin.com',
    'https://evil.example/?linkedin.com',
    'https://evil.example/#linkedin.com',
    'https://evil.example/linkedin.com/in/ada',
    'https://linkedin.com.evil.example/in/ada',
    'https://notlinkedin.com/in/ada',
    'https://linkedin.com@evil.com/in/ada',
    'https://user:pass@www.linkedin.com/in/ada',
    'https://evil.com\\@linkedin.com/in/ada',
    'https://www.linkedin.com:8443/in/ada',
    'ftp://linkedin.com/in/ada',
    'data:text/html,linkedin.com',
    'linkedin.com/in/ada',
    'https://www.linkedin.com/in/ada b',
    'https://www.linkedin.com/in/ada\nb',
    'https://www.linkedin.com/in/ada\u0000b',
  ])('refuses %j', (url) => {
    expect(isLinkedInProfileUrl(url)).toBe(false);
  });

  it.each([
    'https://www.linkedin.com/feed/',
    'https://www.linkedin.com/',
    'https://www.linkedin.com',
    'https://www.linkedin.com/in/',
    'https://www.linkedin.com/in//',
    'https://www.linkedin.com/company/profileproof',
    'https://www.linkedin.com/jobs/view/123456',
    'https://www.linkedin.com/posts/ada_activity-123',
    'https://www.linkedin.com/pub/ada-lovelace/1/2/3',
    'https://www.linkedin.com/feed/?next=/in/ada',
    'https://www.linkedin.com/feed/#/in/ada',
    'https://www.linkedin.com/in/ada//',
    'https://www.linkedin.com/x/in/ada',
    'https://www.linkedin.com/in/ab',
    `https://www.linkedin.com/in/${'a'.repeat(101)}`,
    'https://www.linkedin.com/in/ada.lovelace',
    'https://www.linkedin.com/in/ada%2Flovelace',
    'https://www.linkedin.com/in/ada%20lovelace',
    'https://www.linkedin.com/in/%2E%2E',
    'https://www.linkedin.com/in/ada%E2',
    'https://www.linkedin.com/in/ada%ZZ',
    'https://www.linkedin.com/in/<script>',
  ])('refuses %j, which is not a profile page', (url) => {
    expect(isLinkedInProfileUrl(url)).toBe(false);
  });
});

describe('canonicalLinkedInProfileUrl', () => {
  it.each([
    ['https://www.linkedin.com/in/jane-doe-dup', 'https://www.linkedin.com/in/jane-doe-dup/'],
    [
      'https://ca.linkedin.com/in/jane-doe-dup/?originalSubdomain=ca',
      'https://www.linkedin.com/in/jane-doe-dup/',
    ],
    ['https://WWW.LINKEDIN.COM/in/Jane-Doe-Dup', 'https://www.linkedin.com/in/jane-doe-dup/'],
    ['http://linkedin.com/in/jane-doe-dup#about', 'https://www.linkedin.com/in/jane-doe-dup/'],
    ['https://m.linkedin.com/in/jane-doe-dup/', 'https://www.linkedin.com/in/jane-doe-dup/'],
    [
      'https://www.linkedin.com/mwlite/in/jane-doe-dup',
      'https://www.linkedin.com/in/jane-doe-dup/',
    ],
    [
      'https://www.linkedin.com/MWLITE/IN/jane-doe-dup/',
      'https://www.linkedin.com/in/jane-doe-dup/',
    ],
    ['https://www.linkedin.com/IN/jane-doe-dup', 'https://www.linkedin.com/in/jane-doe-dup/'],
    ['https://www.linkedin.com/in/jane-doe-dup/en', 'https://www.linkedin.com/in/jane-doe-dup/'],
    [
      'https://www.linkedin.com/in/jane-doe-dup/pt-br/',
      'https://www.linkedin.com/in/jane-doe-dup/',
    ],
    [
      'https://www.linkedin.com/in/jane-doe-dup/details/experience/',
      'https://www.linkedin.com/in/jane-doe-dup/',
    ],
    ['https://www.linkedin.com/in/ana-mar%C3%ADa/', 'https://www.linkedin.com/in/ana-maría/'],
    ['https://www.linkedin.com/in/Ana-Mar%C3%8Da', 'https://www.linkedin.com/in/ana-maría/'],
    ['https://www.linkedin.com/in/ana-maría', 'https://www.linkedin.com/in/ana-maría/'],
    // NFD (a + combining acute) and NFC are one handle.
    ['https://www.linkedin.com/in/ana-mari%CC%81a', 'https://www.linkedin.com/in/ana-maría/'],
    [
      'https://www.linkedin.com/in/%e5%bc%a0%e5%b0%8f%e4%bc%9f',
      'https://www.linkedin.com/in/张小伟/',
    ],
  ])('%s -> %s', (input, canonical) => {
    expect(canonicalLinkedInProfileUrl(input)).toBe(canonical);
  });

  it('is idempotent: a canonical link is its own canonical form', () => {
    const canonical = 'https://www.linkedin.com/in/ana-maría/';
    expect(canonicalLinkedInProfileUrl(canonical)).toBe(canonical);
  });

  it.each([
    ['https://www.linkedin.com/pub/ada-lovelace/1/2/3', 'old-public-profile'],
    ['https://uk.linkedin.com/pub/ada-lovelace/1/2/3', 'old-public-profile'],
    ['https://www.linkedin.com/feed/', 'not-profile'],
    ['https://www.linkedin.com/company/profileproof', 'not-profile'],
    ['https://www.linkedin.com/in/ada/recent-activity/all/', 'not-profile'],
    ['https://www.linkedin.com/in/ada//', 'not-profile'],
    ['https://www.linkedin.com/in/ada.lovelace', 'handle'],
    ['https://www.linkedin.com/in/ada%2Flovelace', 'handle'],
    ['https://www.linkedin.com/in/ada%20lovelace', 'handle'],
    ['https://www.linkedin.com/in/ada%E2', 'handle'],
    ['https://www.linkedin.com/in/ab', 'handle'],
    ['https://evil.example/in/ada', 'invalid'],
    ['https://business.linkedin.com/in/ada', 'invalid'],
    ['https://www.linkedin.com:8443/in/ada', 'invalid'],
    ['not a url', 'invalid'],
  ])('refuses %j: %s', (input, problem) => {
    expect(parseLinkedInProfileUrl(input)).toEqual({ ok: false, problem });
  });
});
