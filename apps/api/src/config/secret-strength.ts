import { ValidateBy } from 'class-validator';

// How random a signing secret must be (JWT_SECRET, and the refresh secret): long enough, varied
// enough and free of patterns a person types.

export const JWT_SECRET_MIN_LENGTH = 32;
/** Distinct characters a secret needs; hexadecimal has only 16 (`openssl rand -hex 16` shows 14 on average). */
const JWT_SECRET_MIN_DISTINCT = { any: 16, hex: 8 };
const JWT_SECRET_MIN_BITS = 128;
export const JWT_SECRET_HOW_TO = 'generate one with `openssl rand -base64 48`';
/** Words of a secret copied from an example or typed by hand; a random one holds them by chance almost never. */
const JWT_SECRET_PLACEHOLDERS = ['secret', 'password', 'changeme', 'profileproof'];

/**
 * Why `secret` is too guessable to sign tokens with, or null. Length alone does not make it random
 * (`aaaa…`, `abcdef…`, a word repeated): it needs 16 distinct characters (8 if hexadecimal), 128 bits by the estimate
 * below, and no placeholder word. An estimate cannot prove randomness; it refuses what is surely
 * not random, and generated secrets pass (`openssl rand -hex 16`, 128 bits, just).
 */
export function jwtSecretWeakness(secret: string): string | null {
  const distinct = new Set(secret).size;
  const needed = isHex(secret) ? JWT_SECRET_MIN_DISTINCT.hex : JWT_SECRET_MIN_DISTINCT.any;
  if (distinct < needed)
    return `has only ${distinct} distinct character${distinct === 1 ? '' : 's'}, at least ${needed} are needed`;
  const bits = estimatedBits(secret);
  if (bits < JWT_SECRET_MIN_BITS)
    return `holds about ${bits} bits of randomness, at least ${JWT_SECRET_MIN_BITS} are needed`;
  const placeholder = JWT_SECRET_PLACEHOLDERS.find((word) => secret.toLowerCase().includes(word));
  return placeholder ? `contains the word "${placeholder}", as a placeholder does` : null;
}

/** A stretch this long that repeats an earlier one, or steps evenly (`aaaaaa`, `abcdef`, `987654`), is a pattern. */
const PATTERN_LENGTH = 6;
/**
 * Pattern characters a random secret holds by chance, so they keep their worth: of a million
 * `openssl rand -hex 16` secrets (exactly 128 bits, no slack) about 58 hold one and 1 holds two.
 */
const CHANCE_PATTERNS = 2;

/**
 * Brute-force bits: each character is worth log2 of the smallest usual alphabet the secret is drawn
 * from (hexadecimal, base64, else the character classes it uses), except one that completes a
 * pattern, which is worth nothing beyond the first CHANCE_PATTERNS (a random secret holds one
 * now and then; a typed or repeated one holds many).
 */
function estimatedBits(secret: string): number {
  const characters = [...secret];
  const seen = new Set<string>();
  let patterns = 0;
  for (let end = PATTERN_LENGTH; end <= characters.length; end += 1) {
    const stretch = characters.slice(end - PATTERN_LENGTH, end);
    const text = stretch.join('');
    if (seen.has(text) || stepsEvenly(stretch)) patterns += 1;
    seen.add(text);
  }
  const unpredictable = characters.length - Math.max(0, patterns - CHANCE_PATTERNS);
  return Math.floor(unpredictable * Math.log2(alphabetSize(secret)));
}

function stepsEvenly(stretch: string[]): boolean {
  const codes = stretch.map((character) => character.codePointAt(0) ?? 0);
  const step = codes[1] - codes[0];
  return (
    Math.abs(step) <= 1 &&
    codes.every((code, index) => index === 0 || code - codes[index - 1] === step)
  );
}

function isHex(secret: string): boolean {
  return /^[\da-f]+$/i.test(secret);
}

function alphabetSize(secret: string): number {
  if (isHex(secret)) return 16;
  const classes: [RegExp, number][] = [
    [/[a-z]/, 26],
    [/[A-Z]/, 26],
    [/\d/, 10],
    // Printable ASCII that is neither a letter nor a digit: space and punctuation.
    [/[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/, 33],
    [/[^\x20-\x7e]/, 100],
  ];
  const size = classes.reduce(
    (sum, [pattern, count]) => (pattern.test(secret) ? sum + count : sum),
    0,
  );
  return /^[\w+/=-]+$/.test(secret) ? Math.min(size, 64) : size;
}

export function IsRandomSecret(): PropertyDecorator {
  return ValidateBy({
    name: 'isRandomSecret',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && jwtSecretWeakness(value) === null,
      defaultMessage: (args) =>
        `$property is not random enough: it ${jwtSecretWeakness(String(args?.value))}; ${JWT_SECRET_HOW_TO}`,
    },
  });
}
