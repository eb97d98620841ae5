/**
 * Positive answers this process trusts for a while without asking the database again: keys
 * trusted until a time, at most `capacity` at once (beyond, the oldest trusted goes first).
 * Entries are kept in the order they were trusted, which with one lifetime is expiry order.
 */
export class TrustCache<Key> {
  /** key -> trusted until (ms). */
  private readonly until = new Map<Key, number>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly capacity: number,
  ) {}

  trusts(key: Key): boolean {
    return (this.until.get(key) ?? 0) > Date.now();
  }

  /** Trusts `key` for the lifetime from now (nothing, with a lifetime of 0). */
  trust(key: Key): void {
    this.until.delete(key);
    if (this.lifetimeMs <= 0) return;
    if (this.until.size >= this.capacity) {
      const oldest = this.until.keys().next();
      if (!oldest.done) this.until.delete(oldest.value);
    }
    this.until.set(key, Date.now() + this.lifetimeMs);
  }

  forget(key: Key): void {
    this.until.delete(key);
  }

  /** Forgets every key `matches` picks. */
  forgetWhere(matches: (key: Key) => boolean): void {
    for (const key of this.until.keys()) if (matches(key)) this.until.delete(key);
  }
}
