/**
 * Who sent the current reply of the submission `s`: the e-mail of the admin of its latest reply
 * version (`submission_replies`, along its (submission_id, created_at) index), as `replied_by`.
 * Null without a reply, and when that admin's account was deleted since (`admin_id` set null):
 * the reviewed list and the export then say FORMER_ADMIN. A subquery of the columns, run only for
 * a row with a reply, as the claim's holder is (review.sql.ts).
 */
export const REPLIED_BY_COLUMN = `CASE WHEN "s"."admin_reply_date" IS NOT NULL THEN (
    SELECT "author"."email" FROM "submission_replies" "version" LEFT JOIN "users" "author" ON "author"."id" = "version"."admin_id"
    WHERE "version"."submission_id" = "s"."id"
    ORDER BY "version"."created_at" DESC, "version"."id" DESC
    LIMIT 1
  ) END AS "replied_by"`;

export interface RepliedByRow {
  replied_by: string | null;
}
