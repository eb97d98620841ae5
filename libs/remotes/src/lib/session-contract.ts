import contract from '../session-contract.json';

/**
 * The version of what the shell hands every remote besides React (the session, and the router
 * and React Query exports listed in session-contract.json). A remote's `./routes` declares the
 * version it was built against; the shell mounts it only if it supports that version.
 */
export const SESSION_CONTRACT_VERSION: string = contract.version;

/** What a remote built for a newer contract than the shell's shows instead of its screen. */
export const REMOTE_UPDATED_MESSAGE =
  'This section was updated and needs a newer app; reload later';

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether a shell offering contract `offered` can run a remote built against `required`: npm's
 * caret range `^required` (same major version and not older; below 1.0.0, the same minor).
 */
export function supportsContract(
  required: unknown,
  offered: string = SESSION_CONTRACT_VERSION,
): boolean {
  const need = typeof required === 'string' ? SEMVER.exec(required) : null;
  const have = SEMVER.exec(offered);
  if (!need || !have) return false;
  const [n, h] = [need, have].map((match) => match.slice(1).map(Number));
  // The leading parts a caret range holds fixed: the major, or below 1.0.0 the minor too.
  const fixed = n[0] > 0 ? 1 : n[1] > 0 ? 2 : 3;
  for (let part = 0; part < 3; part += 1) {
    if (h[part] !== n[part]) return part >= fixed && h[part] > n[part];
  }
  return true;
}
