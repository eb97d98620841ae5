import { LINKEDIN_HOST } from './submissions';

/** A member's profile page: `/in/<handle>`, with an optional trailing slash and nothing after it. */
const PROFILE_PATH = /^\/in\/([^/]+)\/?$/;

/** A handle, its percent-escapes read back: letters of any script, digits, `-` and `_`; 3 to 100 of them. */
const PROFILE_HANDLE = /^[\p{L}\p{M}\p{Nd}_-]{3,100}$/u;

/**
 * The profile-URL rule of spec section 5, one copy for the browser and the server: an absolute
 * http(s) URL whose host, as the WHATWG URL parser (the browser's) reads it, IS linkedin.com or one
 * of its subdomains; merely containing the name is not enough (`https://evil.example/?linkedin.com`,
 * `https://linkedin.com.evil.example`, `javascript:…//linkedin.com` are refused). Refused too:
 * credentials (`https://user@host`), an explicit port, whitespace or control characters, and text
 * without a scheme. Only a profile page is a profile: `/in/<handle>` (query and fragment allowed);
 * the feed, companies, jobs or posts would use up a submission for nothing.
 */
export function isLinkedInProfileUrl(value: string): boolean {
  // The parser would silently drop tabs and newlines and encode spaces: refuse them instead.
  if (/\s/.test(value) || hasControlCharacter(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '' || url.port !== '') return false;
  // Parsed host names are lower case, IDNs in punycode (lookalike letters do not match).
  const host = url.hostname;
  return (host === LINKEDIN_HOST || host.endsWith(`.${LINKEDIN_HOST}`)) && isProfilePath(url.pathname);
}

/** The parsed path percent-encodes what is not ASCII (`ana-mar%C3%ADa`): the handle is judged decoded. */
function isProfilePath(pathname: string): boolean {
  const handle = PROFILE_PATH.exec(pathname)?.[1];
  if (handle === undefined) return false;
  try {
    return PROFILE_HANDLE.test(decodeURIComponent(handle));
  } catch {
    // Not UTF-8 once decoded (`%E2` alone).
    return false;
  }
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
