import { isLinkedInProfileUrl } from './linkedin-url';

describe('isLinkedInProfileUrl', () => {
  it.each([
    'https://www.linkedin.com/in/ada',
    'http://linkedin.com/in/x',
    'https://uk.linkedin.com/in/y',
    'https://WWW.LinkedIn.com/in/Upper',
  ])('accepts %s', (url) => {
    expect(isLinkedInProfileUrl(url)).toBe(true);
  });

  it.each([
    '',
    'javascript:alert(1)//linkedin.com',
    'https://evil.example/?linkedin.com',
    'https://evil.example/#linkedin.com',
    'https://evil.example/linkedin.com/in/x',
    'https://linkedin.com.evil.example/in/x',
    'https://notlinkedin.com/in/x',
    'https://linkedin.com@evil.com/in/x',
    'https://user:pass@www.linkedin.com/in/x',
    'https://evil.com\\@linkedin.com/in/x',
    'https://www.linkedin.com:8443/in/x',
    'ftp://linkedin.com/in/x',
    'data:text/html,linkedin.com',
    'linkedin.com/in/x',
    'https://www.linkedin.com/in/a b',
    'https://www.linkedin.com/in/a\nb',
    'https://www.linkedin.com/in/a\u0000b',
  ])('refuses %j', (url) => {
    expect(isLinkedInProfileUrl(url)).toBe(false);
  });
});
