import { todoItems, validateFormData } from '@profileproof/analysis';
import { API_PATHS, type ReportTodoResponse } from '@profileproof/contracts';
import type { TestAccount } from './accounts';
import { bearer, json } from './http';
import { insertSubmission } from './submissions';
import type { TestApp } from './test-app';

/** The profile of the report specs' submissions unless a test gives its own. */
export const REPORT_PROFILE = 'https://www.linkedin.com/in/report-todo/';

/** Three checklists of one profile, each better than the one before (other scores, other lists). */
export const CHECKLISTS: Record<string, unknown>[] = [
  { connections: 300 },
  { connections: 300, hasProfileSummary: true },
  { connections: 300, hasProfileSummary: true, hasVerificationShield: true, hasCustomURL: true },
];

/** A checklist as sent, as the server reads it (defaults for the keys left out). */
export function checklistOf(analysis: Record<string, unknown>, profileUrl = REPORT_PROFILE) {
  const checked = validateFormData(analysis, { profileUrl });
  if (!checked.ok) throw new Error('The test checklist is invalid');
  return checked.value;
}

/** The to-do items' ids of a checklist as sent, as the report computes them. */
export function expectedItems(analysis: Record<string, unknown>, profileUrl = REPORT_PROFILE) {
  return todoItems(checklistOf(analysis, profileUrl)).map((item) => item.id);
}

/** The answer's body, after checking its status (the body in the error otherwise). */
export async function body<T>(response: Response, status: number): Promise<T> {
  const answer: unknown = await response.json();
  if (response.status !== status)
    throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(answer)}`);
  return answer as T;
}

/** The calls of the report specs: the to-do list's, and the admin's replies that make reports. */
export function reportCalls(api: TestApp, admin: TestAccount) {
  const send = (method: string, path: string, sent: unknown, who: TestAccount) =>
    api.request(path, json(sent, { method, token: who.token }));
  const getTodo = (id: number | string, who: TestAccount) =>
    api.request(API_PATHS.contact.todo(id), bearer(who.token));
  const putTodo = (id: number | string, sent: unknown, who: TestAccount) =>
    send('PUT', API_PATHS.contact.todo(id), sent, who);
  const todo = async (id: number, who: TestAccount) =>
    body<ReportTodoResponse>(await getTodo(id, who), 200);
  /** A reply at version `base` (0: the first); a reviewed one is claimed for editing first. */
  const reply = async (id: number, analysis: Record<string, unknown>, base = 0) => {
    if (base > 0)
      await body(await send('POST', API_PATHS.admin.claim(id), { edit: true }, admin), 200);
    const sent = { reply: `Report v${base + 1}`, analysis, base_version: base };
    await body(await send('POST', API_PATHS.contact.reply(id), sent, admin), 200);
  };
  /** A submission of `owner`'s, replied to with the checklist. */
  const reviewed = async (
    owner: TestAccount,
    analysis: Record<string, unknown> = CHECKLISTS[0],
    linkedinUrl = REPORT_PROFILE,
  ) => {
    const id = await insertSubmission(api, owner.id, { linkedinUrl });
    await reply(id, analysis);
    return id;
  };
  return { send, getTodo, putTodo, todo, reply, reviewed };
}
