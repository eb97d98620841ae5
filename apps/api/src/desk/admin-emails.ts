import type { UsersRepository } from '../users/users.repository';

/**
 * The e-mail of each of the accounts `ids` (nulls and repeats allowed) that still exists, read
 * through the users' owner: for the desk's rows that name an admin (a note's author, a snippet's
 * last saver). An account deleted since has none (the row shows null).
 */
export async function emailsOf(
  users: UsersRepository,
  ids: ReadonlyArray<number | null>,
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  return new Map((await users.findAdminsAnd(wanted)).map((user) => [user.id, user.email]));
}
