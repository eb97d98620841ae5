/**
 * A member's profile page, as `origin + path` with the path's percent-escapes read back: http(s),
 * the host `linkedin.com` or one of its subdomains and no port (a port would stand before the
 * path), then `/in/<handle>` and an optional trailing slash; the handle 3 to 100 letters of any
 * script, digits, `-` or `_`.
 */
const PROFILE_PAGE = /^https?:\/\/(?:[^/]+\.)?linkedin\.com\/in\/[\p{L}\p{M}\p{Nd}_-]{3,100}\/?$/u;

/**
 * The spec's profile-URL rule, one copy for the browser and the server: an absolute
 * http(s) URL whose host, as the WHATWG URL parser (the browser's) reads it, IS linkedin.com or one
 * of its subdomains; merely containing the name is not enough (`https://evil.example/?linkedin.com`,
 * `https://linkedin.com.evil.example`, `javascript:…//linkedin.com` are refused). Refused too:
 * credentials (`https://user@host`), an explicit port, whitespace or control characters, and text
 * without a scheme. Only a profile page is a profile (query and fragment allowed): the feed, a
 * company or a post would use up a submission for nothing. Kept small: the shell loads it on every page.
 */
export function isLinkedInProfileUrl(value: string): boolean {
  // The parser would silently drop tabs and newlines and encode spaces: refuse them instead.
  if (/[\s\p{Cc}]/u.test(value)) return false;
  try {
    const url = new URL(value);
    // Parsed host names are lower case, IDNs in punycode (lookalike letters do not match); the
    // path percent-encodes what is not ASCII (`ana-mar%C3%ADa`), and what is not UTF-8 throws.
    return (
      !url.username &&
      !url.password &&
      PROFILE_PAGE.test(url.origin + decodeURIComponent(url.pathname))
    );
  } catch {
    return false;
  }
}
