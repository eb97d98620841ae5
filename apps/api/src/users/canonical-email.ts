import { domainToASCII } from 'node:url';

/**
 * One canonical form of an e-mail address (issue 36): the account's unique key, every lookup,
 * every rate-limit key and every mail recipient use it, so two spellings of one address can never
 * be two accounts, two counters or two mailboxes.
 *
 * The canonical form of `raw`:
 *   - surrounding white space trimmed;
 *   - Unicode NFKC normalisation (compatibility characters become the ones they stand for:
 *     `ｋ` → `k`, `ﬁ` → `fi`, `ſ` → `s`, the Kelvin sign → `K`), decomposed and composed accents
 *     become one form;
 *   - the local part (before the last `@`) lower-cased (`toLowerCase`, locale-free: `K` → `k`,
 *     `İ` → `i̇`, `Ω` → `ω`) and normalised again;
 *   - the domain lower-cased, each label with other letters than ASCII through IDNA (UTS 46,
 *     `domainToASCII`) to punycode (`Bücher.example` → `xn--bcher-kva.example`). A label IDNA
 *     refuses is kept NFKC-normalised and lower-cased (such an address cannot be delivered; it is
 *     still one key).
 *
 * Total (never throws) and idempotent: `canonicalEmail(canonicalEmail(x)) === canonicalEmail(x)`.
 * The database migration 1796400100000 (CanonicalEmails) moved the existing rows with it.
 * Whether an address is acceptable as typed is `emailSpellingProblem`'s question.
 */
export function canonicalEmail(raw: string): string {
  const text = raw.trim().normalize('NFKC');
  const at = text.lastIndexOf('@');
  if (at < 0) return foldPart(text);
  const domain = foldPart(text.slice(at + 1))
    .split('.')
    .map(asciiLabel)
    .join('.');
  return `${foldPart(text.slice(0, at))}@${domain}`;
}

function foldPart(part: string): string {
  return part.toLowerCase().normalize('NFKC');
}

/**
 * A domain label as IDNA writes it: an ASCII one as it is (already lower-cased), one of letters,
 * marks, digits and hyphens in punycode. Label by label, never the whole domain: `domainToASCII` is
 * a URL host parser, which would read `%61` as `a`, cut at `#` or `/`, and read `0x7f.1` as an IP.
 */
function asciiLabel(label: string): string {
  if (ASCII_ONLY.test(label) || !IDN_LABEL.test(label)) return label;
  const ascii = domainToASCII(label);
  return PUNYCODE_LABEL.test(ascii) ? ascii : label;
}

const IDN_LABEL = /^[\p{L}\p{M}\p{N}-]+$/u;
const PUNYCODE_LABEL = /^[\da-z-]+$/;

/** Why an address is refused as typed (beyond the syntax rule), or null. */
export type EmailSpellingProblem = 'look_alike' | 'mixed_scripts';

/**
 * Refuses the spellings that would let one address pass for another (issue 36):
 *   - `look_alike`: a non-ASCII character that only stands in for ASCII (it folds onto ASCII
 *     letters or digits: the Kelvin sign, fullwidth `ｋａｔｅ`, `ſ`, ligatures like `ﬁ`, `ℌ`), a
 *     compatibility character (`½`, `²`, `ⓚ`), or an invisible one (format characters such as
 *     the soft hyphen or zero-width joiner, controls, variation selectors). Type them plainly.
 *   - `mixed_scripts`: a local part or a domain label whose letters mix Latin, Cyrillic and Greek
 *     (`kаte` with a Cyrillic `а`), or that is written wholly in Cyrillic or Greek letters that
 *     all look like Latin ones (`аре`, `сосо`): on screen it would pass for a Latin address.
 *
 * Allowed, and kept apart: upper case (folded), accented and other letters (`josé`, `bücher`,
 * `ı` and `i̇`, which are not `i`), whole words in another script (`катя`, `δοκιμή`).
 */
export function emailSpellingProblem(raw: string): EmailSpellingProblem | null {
  const text = raw.trim();
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) continue;
    if (INVISIBLE.test(char)) return 'look_alike';
    const compatible = char.normalize('NFKC');
    if (compatible !== char.normalize('NFC')) return 'look_alike';
    if (ASCII_ONLY.test(compatible.toLowerCase())) return 'look_alike';
  }
  const folded = text.normalize('NFKC').toLowerCase();
  const at = folded.lastIndexOf('@');
  const parts = [folded.slice(0, Math.max(at, 0)), ...folded.slice(at + 1).split('.')];
  return parts.some(passesForAnother) ? 'mixed_scripts' : null;
}

/** Format and control characters, variation selectors: nothing on screen, a different address. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const ASCII_ONLY = /^[\x20-\x7E]*$/;
const LATIN = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const GREEK = /\p{Script=Greek}/u;
const LETTER = /\p{L}/u;
/** Lower-case Cyrillic and Greek letters drawn like Latin ones (Unicode's confusables, the common ones). */
const LATIN_LOOK_ALIKES = new Set([
  // Cyrillic а е о р с у х ѕ і ј һ ԁ ԛ ԝ ӏ
  ...'\u0430\u0435\u043E\u0440\u0441\u0443\u0445\u0455\u0456\u0458\u04BB\u0501\u051B\u051D\u04CF',
  // Greek α ι κ ν ο ρ υ χ
  ...'\u03B1\u03B9\u03BA\u03BD\u03BF\u03C1\u03C5\u03C7',
]);

/** A part mixing Latin, Cyrillic and Greek letters, or a Cyrillic/Greek word made only of Latin look-alikes. */
function passesForAnother(part: string): boolean {
  const scripts = [LATIN, CYRILLIC, GREEK].filter((script) => script.test(part)).length;
  if (scripts > 1) return true;
  if (scripts === 0 || LATIN.test(part)) return false;
  const letters = [...part].filter((char) => LETTER.test(char));
  return letters.length > 0 && letters.every((char) => LATIN_LOOK_ALIKES.has(char));
}
