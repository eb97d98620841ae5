import {
  INPUT_HAS_NUL,
  INPUT_TOO_DEEP,
  INPUT_TOO_LARGE,
  MAX_INPUT_DEPTH,
  MAX_INPUT_VALUES,
} from '@profileproof/contracts';

// Limits on the shape of what a client sends, checked before anything else reads it. JSON.parse
// takes any nesting, but code that walks a value recursively (class-transformer, class-validator,
// a log serialiser) overflows the stack on a body like `{"a":[[[[…40,000 deep]]]]}`. Real requests
// are a few levels deep with a few dozen fields
// (the limits and their texts: libs/contracts).

/**
 * Why `input` (a parsed body, the query or the path parameters) is refused, or null. Walks it
 * with a stack of its own, never by recursion, and stops at the first problem: more than
 * `MAX_INPUT_DEPTH` nested objects or arrays, more than `MAX_INPUT_VALUES` keys and elements in
 * all, or a NUL character in a key or a string.
 */
export function inputProblem(input: unknown): string | null {
  // Most queries and path parameters are empty: nothing to walk, nothing to allocate.
  if (isEmpty(input)) return null;
  const pending: Array<{ value: unknown; depth: number }> = [{ value: input, depth: 0 }];
  let values = 0;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return INPUT_HAS_NUL;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return INPUT_TOO_DEEP;
    const entries = Array.isArray(value)
      ? value.map((item) => ['', item] as const)
      : Object.entries(value);
    values += entries.length;
    if (values > MAX_INPUT_VALUES) return INPUT_TOO_LARGE;
    for (const [key, item] of entries) {
      if (key.includes('\u0000')) return INPUT_HAS_NUL;
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
}

/** An object or array with no own enumerable keys (and nothing inherited enumerable). */
function isEmpty(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  for (const _key in value) return false;
  return true;
}
