/**
 * Hosts a profile link may name: linkedin.com itself, `www.`, the mobile `m.` and a two-letter
 * country subdomain (`ca.`, `uk.`, …). Parsed host names are lower case, IDNs in punycode (lookalike
 * letters do not match).
 */
const PROFILE_HOST = /^(?:(?:www|m|[a-z]{2})\.)?linkedin\.com$/;

/** A handle as LinkedIn allows it once decoded: 3 to 100 letters of any script, digits, `-` or `_`. */
const HANDLE = /^[\p{L}\p{M}\p{Nd}_-]{3,100}$/u;

/**
 * What may follow the handle and is dropped: a language version of the profile (`/en`, `/pt-br`)
 * or one of its sections (`/details/experience`).
 */
const SUFFIX = /^(?:[a-z]{2}(?:[-_][a-z]{2})?|details\/[a-z-]+)$/i;

/** Why a link is not a profile link (each has its message: `linkedInUrlProblemMessage`). */
export type LinkedInUrlProblem =
  /** Not an http(s) link on linkedin.com (the spec's case). */
  | 'invalid'
  /** On linkedin.com, but not a member's profile page (the feed, a company, a post). */
  | 'not-profile'
  /** The old public-profile form `/pub/<name>/…`, which names no handle. */
  | 'old-public-profile'
  /** `/in/<handle>` whose handle LinkedIn would not give out (too short or long, `.`, `/`, spaces). */
  | 'handle';

export type LinkedInProfileLink =
  { ok: true; url: string; handle: string } | { ok: false; problem: LinkedInUrlProblem };

/**
 * The profile link rule, one copy for the browser and the server: reads what people paste and
 * gives the ONE canonical link of that profile, `https://www.linkedin.com/in/<handle>/`, or says
 * why there is none.
 *
 * Accepted: an absolute http(s) URL whose host, as the WHATWG URL parser (the browser's) reads it,
 * is a PROFILE_HOST (merely containing the name is not enough: `https://evil.example/?linkedin.com`,
 * `https://linkedin.com.evil.example` and `javascript:…//linkedin.com` are refused); no credentials,
 * no port, no whitespace or control characters; the path `/in/<handle>` or the mobile
 * `/mwlite/in/<handle>`, `in` and `mwlite` in any case, then optionally a SUFFIX and one trailing
 * slash. The query and the fragment are dropped.
 *
 * The handle is percent-decoded (escapes that are not UTF-8 refuse the link), normalised to NFC and
 * lower-cased (LinkedIn handles are case-insensitive), and kept decoded: `ana-maría`, not
 * `ana-mar%C3%ADa` (the browser encodes it when the link is opened).
 */
export function parseLinkedInProfileUrl(value: string): LinkedInProfileLink {
  const refuse = (problem: LinkedInUrlProblem): LinkedInProfileLink => ({ ok: false, problem });
  // The parser would silently drop tabs and newlines and encode spaces: refuse them instead.
  if (/[\s\p{Cc}]/u.test(value)) return refuse('invalid');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse('invalid');
  }
  if (
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    url.port ||
    !PROFILE_HOST.test(url.hostname)
  )
    return refuse('invalid');
  const segments = url.pathname.slice(1).replace(/\/$/, '').split('/');
  const first = segments[0].toLowerCase();
  if (first === 'mwlite' && segments[1]?.toLowerCase() === 'in') segments.shift();
  else if (first === 'pub') return refuse('old-public-profile');
  if (segments[0].toLowerCase() !== 'in' || segments.length < 2) return refuse('not-profile');
  if (segments.length > 2 && !SUFFIX.test(segments.slice(2).join('/')))
    return refuse('not-profile');
  let handle: string;
  try {
    handle = decodeURIComponent(segments[1]).normalize('NFC').toLowerCase();
  } catch {
    return refuse('handle');
  }
  if (!HANDLE.test(handle)) return refuse('handle');
  return { ok: true, url: `https://www.linkedin.com/in/${handle}/`, handle };
}

/** The canonical link of the profile `value` names, or null when it is not a profile link. */
export function canonicalLinkedInProfileUrl(value: string): string | null {
  const link = parseLinkedInProfileUrl(value);
  return link.ok ? link.url : null;
}

/** Whether `value` is a profile link that `parseLinkedInProfileUrl` can make canonical. */
export function isLinkedInProfileUrl(value: string): boolean {
  return parseLinkedInProfileUrl(value).ok;
}
