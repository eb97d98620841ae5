/**
 * Generated from libs/contracts/openapi.json, the API's OpenAPI document: do not edit.
 * The API's DTOs are the source. Regenerate with `npm run openapi` and commit both files;
 * a test (apps/api/test/openapi-contract.spec.ts) fails when they differ from the API.
 */
export interface paths {
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log of admin actions, newest first, 20 per page
         * @description Every admin action is appended in the transaction of the action itself: replies sent and re-sent, submissions re-opened, marked reviewed or deleted, plans assigned and removed, claims taken over, snippets created, edited and deleted, CSV exports downloaded. A page past the last one answers the last page (`current_page` says which). Append-only: nothing edits or deletes an entry. Read as the log stood at `as_of` (the answer says which instant; a walk starts now): paging with the same `as_of` (or the cursors) shows each entry of then exactly once; entries appended since wait for a new walk.
         */
        get: operations["AuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/actors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admins the audit log can be filtered by
         * @description Every current admin, then every other address that acted in the log (an admin deleted or demoted since, or an address an admin changed), each with its id (for a former admin: the one its latest entry recorded), by e-mail. Pass an `email` as the `actor` of GET /api/admin/audit/.
         */
        get: operations["AuditController_actors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/events/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Process a stored webhook event again: syncs its customer (admin) */
        post: operations["AdminBillingController_replay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a user's paid subscription now and refund its latest payment (admin)
         * @description The tier falls to the best remaining grant (an admin grant stays). Recorded in the audit log (`billing.refunded`).
         */
        post: operations["AdminBillingController_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync one user with the provider now, or reconcile every customer (admin)
         * @description `drift`: customers whose stored state differed from the provider's (now fixed).
         */
        post: operations["AdminBillingController_sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user's grants, paid subscriptions, invoices and webhook events (admin) */
        get: operations["AdminBillingController_user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/processed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviewed submissions, 10 per page, latest reply first
         * @description Read as the list stood at `as_of` (the answer says which instant; a walk starts now): paging from page 1 with the same `as_of` (or the cursors) shows every row of the list then exactly once, less those deleted since, whatever is sent or edited meanwhile (an edited reply keeps its place in the walk; a first reply since waits for a new walk). A page past the last one answers the last page (`current_page` says which). Unfiltered, `total_count` is exact; any page, the last of a million rows included, costs about what the first does (counted tallies, then a seek along the index). With filters, the matches are counted up to 10000 (`count_capped` when there are more).
         */
        get: operations["AdminSubmissionsController_reviewedPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/processed/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a reviewed submission and its replies
         * @description Only a reviewed one (a pending one is the customer's open request). A soft delete, final for everyone: the reply, the checklist, the scores and the customer's message are erased and the reply versions deleted; the row stays, and still counts in its month's quota. From then on it is in no list nor statistic, and every route answers 404. Recorded in the audit log (`submission.deleted`, with the owner's e-mail).
         */
        delete: operations["AdminSubmissionsController_deleteReviewed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/processed/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviewed submissions as a CSV download, oldest reply first
         * @description RFC 4180 (CRLF line ends, quotes doubled), UTF-8 with a byte order mark (Excel reads UTF-8 only with it), a header row: id, email, profile_url, submitted_at, replied_at, replied_by, profile_score, spam_score, risk_level, outreach, tier. Dates are ISO 8601 UTC; `replied_at` and `replied_by` are empty for a submission reviewed without a reply; `replied_by` is the e-mail of the admin who sent the current reply ('Former admin' once that account is deleted); `risk_level` (Low, Medium, High) and `outreach` (Yes, No) come from the stored checklist (empty without one); `tier` is the submitter's now. Text cells starting with `=`, `+`, `-`, `@`, a tab or CR get a leading `'` (CSV injection). Without `from`/`to`, every reviewed submission; with either, only those whose reply date (a day of the zone `tz`, UTC without it) is in the range, both days included. Streamed from the database in batches of 1000 as the client reads: memory stays flat at any size, and a client that goes away stops the reading. An error after the download started cuts it short (the status cannot change). Every download is recorded in the audit log when it ends (`export.downloaded`, `{from, to, rows, complete}`), cut short ones too; a complete one ends only once its entry is stored.
         */
        get: operations["ProcessedExportController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/snippets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every snippet, by title (regardless of case), then id */
        get: operations["SnippetsController_list"];
        put?: never;
        /**
         * Add a snippet (audited: snippet.created)
         * @description Shared by every admin. The desk keeps at most 200: adding one at the cap is a 409 (checked under a table lock, so admins adding the last places at once cannot pass it); editing at the cap is allowed. A `{name}` in the text that is not one of the known variables is refused, so no customer reads one. Nothing is written on any refusal.
         */
        post: operations["SnippetsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/snippets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One snippet */
        get: operations["SnippetsController_one"];
        /** Replace the title and text of a snippet (audited: snippet.updated) */
        put: operations["SnippetsController_update"];
        post?: never;
        /** Delete a snippet (audited: snippet.deleted) */
        delete: operations["SnippetsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dashboard statistics: counts, submissions per day of the viewer's zone (30 days), average score, median reply time
         * @description `pending_count`, `reviewed_count`: submissions waiting for a review, and reviewed. `submissions_per_day`: submissions created on each day of the zone `tz` (UTC without it) of the last 30 days, today included, oldest first. `average_quality_score`: the mean profile score of reviewed submissions that have one (null when none has). `median_reply_hours`: the median hours from submission to its current reply over the latest 1000 replies (null without any). Deleted submissions count in none. Kept by the database as submissions change: the answer costs the same at any number of submissions (in a zone other than UTC, the days are counted from the window's submissions: the tallies are per UTC day).
         */
        get: operations["AdminSubmissionsController_statistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pending queue: unreviewed submissions, earliest due first, then oldest, each with its submitter's tier and due time
         * @description The first `limit` (default 50, at most 500) in the queue's order: `due_by` (creation time plus the owner's reply window at submission), then age; the admin console asks for more as the admin goes. Filters narrow the queue and keep its order.
         */
        get: operations["AdminSubmissionsController_pendingQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One submission with its tier and every reply sent for it (oldest first)
         * @description `reply_history`: `{reply, form_data, sent_at, sent_by}` per version, `sent_by` the e-mail of the admin who sent it (null once that account is gone).
         */
        get: operations["AdminSubmissionsController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a submission reviewed or pending
         * @description false puts it back in the pending queue and keeps its reply; true is allowed without a reply (spam, say), and drops its claim. A change is recorded in the audit log (`submission.reopened`, `submission.marked_reviewed`).
         */
        patch: operations["AdminSubmissionsController_update"];
        trace?: never;
    };
    "/api/admin/submissions/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a pending submission for 15 minutes; claiming again extends it
         * @description `take_over: true` replaces another admin's live claim (recorded in the audit log as `claim.taken_over`). `edit: true` claims it to edit its reply (the edit screen): a reviewed submission is claimed too, and only its holder may send it a new version. A claim expires by itself: one past `claimed_until` is no claim, and the next claim replaces it (nothing sweeps them). A reply, or marking the submission reviewed, ends it.
         */
        post: operations["ClaimsController_claim"];
        /**
         * Release the caller's claim on a submission
         * @description Done also when the caller holds none. Another admin's live claim is not released (take it over instead).
         */
        delete: operations["ClaimsController_release"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/submissions/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A submission's internal notes, oldest first */
        get: operations["NotesController_list"];
        put?: never;
        /** Add an internal note to a submission (audited: note.added, without its text) */
        post: operations["NotesController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per admin and for the whole desk, over a period of reply days: workload and quality
         * @description Reviews sent (every reply version), median handling minutes (claim to reply, replies sent under a claim), share of first replies sent by the submission's due time, mean customer rating of the period's replies, and submissions held (claimed) now. Every current admin is listed, and anyone else who replied in the period; replies of deleted accounts count for the desk only.
         */
        get: operations["TeamController_workload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-step sign-in off with the password and a code
         * @description `password` empty for an account without one. A wrong password or code gets the same answer, and counts against the account.
         */
        post: operations["TwoStepController_disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-step sign-in on with a code; answers the backup codes once
         * @description 10 backup codes (`xxxxx-xxxxx`), shown once, stored hashed, each usable once.
         */
        post: operations["TwoStepController_enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up two-step sign-in: a new secret and its QR code (not on yet)
         * @description TOTP (RFC 6238: SHA-1, 30 s, 6 digits; the step before or after accepted too). The secret is stored encrypted (AES-256-GCM); a set-up not confirmed is replaced by the next.
         */
        post: operations["TwoStepController_setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Close the account: deleted, signed out everywhere, its submissions erased
         * @description Body `{password, confirm: "DELETE"}` (`password` omitted for an account without one, whose session must have signed in within the last 5 minutes). One transaction: every session ends; the submissions are erased (text `[erased]`, no owner) but still count in the month's totals; the address leaves the audit log (`(closed account)`); the account goes with its sessions, links and subscription. The last admin cannot leave (409). A wrong password counts as a failed login of the account (429 once blocked, as at login).
         */
        delete: operations["AccountController_close"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the caller's data (JSON attachment)
         * @description `profileproof-data-YYYY-MM-DD.json`: `{exported_at, profile, subscription, submissions (with replies), sessions, ratings}`, only the caller's rows; no internal notes, hashes, tokens, scores, checklists, nor who replied.
         */
        get: operations["AccountController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/admin/user-2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Turn off a user's two-step sign-in (admin)
         * @description For a lost phone and codes: `?email=`. Recorded in the audit log (`two_step.reset`, in the same transaction). An invalid e-mail, or the admin's own address (turned off with a code instead), is a 400.
         */
        delete: operations["TwoStepController_reset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/admin/user-2fa/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift a user's lock-out after 100 wrong sign-in codes in a row (admin)
         * @description The count goes back to 0; two-step sign-in stays on. Recorded in the audit log (`two_step.unlock`).
         */
        post: operations["TwoStepController_unlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/admin/user-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every subscription with its user e-mail, most recently changed first (admin)
         * @description Expired ones too, with their end date; each row carries `two_step_enabled`. Every refusal of these three routes (401 and 403 included) carries `{success: false, error, detail}`.
         */
        get: operations["AdminSubscriptionsController_list"];
        put?: never;
        /**
         * Assign a tier to a user by e-mail, for some days or unlimited; replaces the user's subscription (admin)
         * @description `tier` is trimmed and case-insensitive; `valid_for_days` omitted or null = unlimited, else `end_date` = now + days × 24 h. One row per user: assigning again replaces its tier, end date and assigning admin, and moves it to the top of the list. Recorded in the audit log (`subscription.assigned`).
         */
        post: operations["AdminSubscriptionsController_assign"];
        /**
         * Remove a user's subscription: the user is on the free tier again (admin)
         * @description Recorded in the audit log (`subscription.removed`).
         */
        delete: operations["AdminSubscriptionsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a confirmation link to a new address (the same answer whether or not it is taken)
         * @description A free address gets a link (24 hours, single use) to `/account?confirm_email=…`; a taken one a notice without a link; the current address always a notice. The same work either way, so neither the answer nor its time tells. A wrong password counts as a failed login of the account (429 once blocked, as at login).
         */
        post: operations["AccountController_requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email-change/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use the mailed link with the password: the account's address changes; other sessions end
         * @description Needs the signed-in session of the account the link is for, and its password (`password` omitted for an account without one, whose session must have signed in within the last 5 minutes). The new address counts as verified; the account's other change, verification and reset links are spent. An admin's change is audited (`admin.email_changed`). A wrong password counts as a failed login of the account (429 once blocked, as at login).
         */
        post: operations["AccountController_confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email-change/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a mailed link would do (the new address, what confirming takes); changes nothing */
        post: operations["AccountController_previewEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in or sign up with the issuer's id_token
         * @description Body `{credential, action, flow_secret}`: the id_token must be RS256 from GOOGLE_ISSUER for GOOGLE_CLIENT_ID (`azp` too), unexpired, `email_verified`, carry a nonce this API issued for the SHA-256 of `flow_secret`, and not have been used before (each is accepted once, on every instance). Accounts are linked by Google's `sub`. login: the account of that `sub`, else the one of that e-mail if verified, linked now (which clears its password and ends its sessions), else 404 `needs_signup`. signup: 409 `needs_login` when the `sub` or the e-mail has an account, else a new verified account without a password (201).
         */
        post: operations["GoogleAuthController_authenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The issuer's return: redirects to the web app's /auth/google/callback
         * @description Checks the state against the cookie, exchanges the code and checks the nonce of the cookie. Errors: `access_denied`, `invalid_state`, `authentication_failed`, `not_configured`, `unavailable`.
         */
        get: operations["GoogleAuthController_callback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opened in the sign-in popup: redirects to the issuer's authorization page
         * @description Authorization-code flow with PKCE (S256), scopes `openid email profile`. `state`, the PKCE verifier and a nonce bound to `flow_hash` travel in an HMAC-signed, HttpOnly, SameSite=Lax cookie (`pp_google_oauth`, 10 minutes); no server session. The issuer's discovery document is read on first use.
         */
        get: operations["GoogleAuthController_start"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail and password
         * @description An unknown address, or an account without a password, takes as long as a wrong password and answers the same 401. Failed logins are also counted per account, from any IP: after LOGIN_ACCOUNT_LIMIT (5) in a row the address is blocked for LOGIN_ACCOUNT_DELAY_SECONDS (30), doubling at each further failure up to LOGIN_ACCOUNT_MAX_DELAY_SECONDS (15 minutes); while blocked, every attempt (the right password too) gets 429 unchecked. A right password resets the count.
         */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The login's second step: the mfa_token and a code or a backup code
         * @description The code: 6 digits, or a backup code `xxxxx-xxxxx` (any case, dash optional); a code is accepted once. The `mfa_token` lasts 5 minutes and ends at its 5th wrong code. Every check also counts against the account (429 once blocked, a right code too). Wrong codes in a row are counted per account over every token: the owner is mailed at every 10th, and at 100 the account is locked (423) until a password reset or an admin unlock.
         */
        post: operations["TwoStepController_loginTwoStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session of the refresh token
         * @description Its access tokens and event streams end with it. The same answer whether or not the token existed; no access token needed.
         */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password; ends every other session
         * @description The new password follows the sign-up rules. This session stays; every other one ends, and every pending e-mail change link is spent. An admin's change is recorded in the audit log (`admin.password_changed`, `via: account_page`). A wrong password counts as a failed login of the account (429 once blocked, as at login).
         */
        post: operations["AccountController_changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset link (same answer for any address)
         * @description The link is valid 1 hour, single use, and spends the older ones; an unknown address costs the same work.
         */
        post: operations["AuthController_requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset-confirm/{uid}/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the link of the reset e-mail; ends every session
         * @description `uid` is the user id in base64url. Also marks the address verified, spends every other reset, verification and e-mail change link, and sets the wrong sign-in codes in a row back to 0. A refused password (the sign-up rules, or one built from the account's address) is a 400 `errors.password` and the link stays usable.
         */
        post: operations["AuthController_confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user (also the token check on start) */
        get: operations["AuthController_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spend a refresh token for a new access and refresh token
         * @description The token sent is spent; its successor belongs to the same session. A spent token sent again within REFRESH_REUSE_GRACE_SECONDS (10) of its rotation (two tabs, a lost answer) gets the live refresh token of the session and a new access token, nothing revoked; later, the whole session is revoked (401). A session ends REFRESH_TOKEN_TTL_DAYS (30) after sign-in however often it is refreshed, and after REFRESH_IDLE_DAYS (14) unused.
         */
        post: operations["AuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the verification e-mail again (same answer for any address)
         * @description Mails only an existing unverified address; the link is bound to the password of the latest sign-up whose link still works.
         */
        post: operations["AuthController_resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's sessions; `current` marks this one
         * @description Live sessions, latest used first; `device` read from the user agent, `ip` masked to its /24 (IPv4) or /48 (IPv6).
         */
        get: operations["AccountController_sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of the caller's sessions
         * @description Its access tokens and event streams end with it.
         */
        delete: operations["AccountController_endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the caller but this one */
        post: operations["AccountController_revokeOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account; a verification e-mail is sent
         * @description The password: 8 to 128 characters, not one of the common passwords, not containing the product name nor built from the address (docs/security.md). The address is trimmed, at most 254 characters, compared in its canonical form. An address with a verified account gets the same 201 after the same work, nothing changes, and its owner is mailed. A registered but unverified address is not changed: a new verification link, bound to this password, is mailed (200 `verification_resent`); using a link sets the password of the sign-up that asked for it.
         */
        post: operations["AuthController_signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's effective tier and this month's submission usage
         * @description No subscription row = free (`source: default`); a row whose `end_date` is past = free (`expired: true`, its `end_date` and `subscription_id` still given); otherwise its tier. The quota counts the submissions created in the calendar month in UTC, deleted ones included (docs/product.md, Tiers and the monthly quota). Computed per request: an admin's change shows at once.
         */
        get: operations["SubscriptionsController_subscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the e-mail address with the token of the link
         * @description Single use, valid 24 hours. Sets the password of the sign-up that sent the link (an unverified account only), marks the address verified, spends the account's other verification links and ends every session of the account.
         */
        post: operations["AuthController_verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The provider's payment page for a plan (customers)
         * @description The server picks the price from the catalogue; any amount in the body is ignored. One customer per user at the provider, reused. The customer is synced with the provider first.
         */
        post: operations["BillingController_checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's tier, where it comes from, their paid subscription and invoices */
        get: operations["BillingController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plans sold online, at the prices the pricing page shows (cents)
         * @description From `PLANS` of libs/contracts. `enabled` false: paid plans are assigned by the team.
         */
        get: operations["BillingController_plans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The provider's page to manage payment method, plan and invoices */
        post: operations["BillingController_portal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's progress across reviews, per profile
         * @description The caller's reviewed, non-deleted submissions whose current reply has a checklist (stored scores), grouped by the stored (canonical) profile link; reviews oldest first, profiles by their latest review, newest first. At most 100 profiles (the most recently reviewed) and the latest 50 reviews of each. Pending and deleted submissions and replies without a checklist are left out.
         */
        get: operations["ReportController_profiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's own submissions, as their list gives it */
        get: operations["SubmissionsController_ownSubmission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/submissions/{id}/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the caller's pending submission stands in the review queue, and when a reply can be expected
         * @description The queue is served earliest due first, then oldest, then by id, as the admin queue lists it: each submission is due its creation time plus its owner's reply window at submission (Free 24 h, Basic 4 h, Premium 1 h by default), so a Premium submission made after a Free one is usually ahead of it; `ahead` counts the pending submissions before this one in that order. `expected_reply_by`: now plus one review (the recent median reply time, at least 15 minutes) for this submission and each ahead of it, rounded up to 15 minutes and never past the submission's promise (`due_by`); without any reply yet, the promise. Past the promise, `late` is true and `expected_reply_by` stays the promise. `in_review`: an admin holds a live claim on it.
         */
        get: operations["QueuePositionController_position"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/submissions/{id}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the current report of one's own reviewed submission (1–5, optional comment)
         * @description Once per reply version: a re-opened and re-answered submission can be rated again. The rating can be changed (posted again) for 7 days after it was first given. A score of 1 or 2 reaches the admins live (`rating.low`).
         */
        post: operations["RatingsController_rate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/submissions/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send (or re-send) the reply to a submission and mark it reviewed (admin)
         * @description Stores the report text and the checklist with the scores the server computes (client-sent scores are ignored), and adds a version to the reply history: an edited reply keeps the earlier ones. No e-mail is sent: the reply appears in the customer's dashboard. Recorded in the audit log (`reply.sent`, or `reply.resent` when it had a reply); drops the claim. `base_version` (optional, like If-Match) is the `reply_version` the draft was opened at; the spec's payload `{reply, analysis}` has none and skips that check. Refused (409, nothing stored) when `base_version` is sent and another reply was sent since (stale, whoever holds the claim), while another admin holds a live claim, and for a reviewed submission unless the caller holds its edit claim (`edit: true`). A report still holding a `{placeholder}` is a 400.
         */
        post: operations["AdminSubmissionsController_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/submissions/{id}/todo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The to-do list of one's own submission's report, with one's ticks
         * @description The items of the current reply version's checklist (libs/analysis `todoItems`), highest impact first, each with whether the owner ticked it on that version. A re-sent report is a new version: its list starts unticked. `reply_id` null and no items while the submission is pending (never reviewed, or re-opened) or when its reply has no checklist (sent with `analysis: {}`).
         */
        get: operations["ReportController_todo"];
        /**
         * Tick or untick one item of the to-do list
         * @description Idempotent: ticking a ticked item keeps its first `done_at`; unticking an unticked one changes nothing. Answers the list after the change. Nothing changes on a refusal.
         */
        put: operations["ReportController_setTodo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a LinkedIn profile for review (counts against the monthly quota)
         * @description The link is stored in its canonical form `https://www.linkedin.com/in/<handle>/`. A profile the caller already has a pending submission of is not submitted again: 200 with `already_pending` and the pending `submission_id`, no quota used. With an `Idempotency-Key`, a repeat of the same request (canonical link and message) within 24 hours answers the first answer again (header `Idempotent-Replayed: true`) and stores nothing; a refusal (400, 403) is not stored, so a retry asks again. The link is validated before the quota (a refused one uses nothing; the link rules: docs/product.md, One profile, one canonical link). The quota is counted and the row inserted under a lock of the user's row: concurrent submits, on any instance, never exceed it.
         */
        post: operations["SubmissionsController_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/user-submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own submissions, newest first
         * @description Without `limit` or `cursor`: the spec's array, the newest 500. With either: `{submissions, next_cursor}`, a page of `limit` (default 20, at most 100) past `cursor` (the `next_cursor` of the page before; none = the newest), along (created_at, id): every page is reachable, and a walk from the first page shows each submission once (one made meanwhile appears on a new first page; a deleted one is gone).
         */
        get: operations["SubmissionsController_userSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: what changed, for the caller to refetch
         * @description `event: <type>\ndata: <LiveEvent JSON>\n\n` with type one of `submission.created`, `submission.replied`, `submission.changed`, `claim.changed`, `rating.low`, `resync`. Admins receive every event; a user those about their own submissions. `resync`: events may have been missed, refetch everything. A `: ping` comment every 25 s. The stream ends after the access token's lifetime, and when the session of the ticket ends (logout, password reset, role change…): get a new ticket and reconnect.
         */
        get: operations["LiveEventsController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A single-use ticket to open one event stream
         * @description Valid 30 s, for one GET /api/events/ (on any instance; spent on first use). Users and admins. A JWT for an audience of its own (never accepted as an access token, nor the reverse), naming its session: one taken before a logout, a password reset or a role change opens nothing.
         */
        post: operations["LiveEventsController_ticket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health: pings the database and, with REDIS_URL, Redis (3 s each)
         * @description Names the dependency that is down, never the driver error (that goes to the log). The probes for load balancers and orchestrators are `live` and `ready` (docs/operations.md, Probes and drain).
         */
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness probe: the process answers (no dependency is checked) */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness probe: database reachable with every migration applied, Redis reachable (when set), not shutting down */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountDeleteDto: {
            /** @enum {string} */
            confirm: "DELETE";
            /**
             * Format: password
             * @description Required unless the account has no password (then: a fresh Google sign-in)
             */
            password?: string;
        };
        AdminBillingEventDto: {
            attempts: number;
            error: string | null;
            event_id: string;
            id: number;
            /** Format: date-time */
            processed_at: string | null;
            /** @enum {string} */
            provider: "stripe" | "razorpay";
            /** Format: date-time */
            received_at: string;
            /** @enum {string} */
            state: "received" | "processed" | "failed" | "ignored";
            type: string;
        };
        AdminBillingSubscriptionDto: {
            cancel_at_period_end: boolean;
            /** Format: date-time */
            current_period_end: string | null;
            /** @enum {string|null} */
            interval: "month" | "year" | null;
            /** Format: date-time */
            last_synced_at: string | null;
            /** @enum {string|null} */
            plan: "basic" | "premium" | null;
            /** @enum {string} */
            provider: "stripe" | "razorpay";
            /** @enum {string} */
            state: "pending" | "active" | "canceling" | "past_due" | "ended";
            /** @description As the provider says it */
            status: string;
            subscription_id: string;
        };
        AdminStatsResponseDto: {
            /** @description Mean quality score of reviewed submissions that have one, 1 decimal */
            average_quality_score: number | null;
            /** @description Median hours from submission to reply over reviewed ones, 1 decimal */
            median_reply_hours: number | null;
            /** @description Pending submissions past their due time now */
            overdue_now: number;
            pending_count: number;
            reviewed_count: number;
            /** @description The last 30 UTC days, today included, oldest first, zero-filled */
            submissions_per_day: components["schemas"]["SubmissionsPerDayDto"][];
            /** @description Of the replies sent in the last 30 days, the share sent by their due time, percent to 1 decimal; null without any */
            within_window_pct_30d: number | null;
        };
        AdminSubmissionDetailDto: {
            admin_reply: string | null;
            /** Format: date-time */
            admin_reply_date: string | null;
            /** @description The live claim (a review, or an edit of a reviewed one); null when nobody holds one */
            claim: components["schemas"]["ClaimDto"] | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When the reply is promised: its creation time plus its owner's reply window at submission (the queue's order)
             */
            due_by: string;
            /** @description The submitter's e-mail address */
            email: string;
            /** @description The analysis checklist */
            form_data: {
                [key: string]: unknown;
            } | null;
            id: number;
            is_processed: boolean;
            linkedin_url: string;
            message: string | null;
            /** @description How many internal notes the desk wrote on it (never in the customer's answers) */
            notes_count: number;
            /** @description Pending and past due_by now (false once reviewed) */
            overdue: boolean;
            /** @description The owner's rating of the current reply; null while unrated, and for a pending submission */
            rating: components["schemas"]["SubmissionRatingDto"] | null;
            /** @description Every reply sent, oldest first */
            reply_history: components["schemas"]["ReplyVersionDto"][];
            /** @description How many replies were sent (the reply history: 0 when none); a reply sends it back as base_version */
            reply_version: number;
            /**
             * @description The submitter's effective tier now (an expired subscription counts as free)
             * @enum {string}
             */
            tier: "free" | "basic" | "premium";
        };
        AdminSubmissionDto: {
            admin_reply: string | null;
            /** Format: date-time */
            admin_reply_date: string | null;
            /** @description The live claim (a review, or an edit of a reviewed one); null when nobody holds one */
            claim: components["schemas"]["ClaimDto"] | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When the reply is promised: its creation time plus its owner's reply window at submission (the queue's order)
             */
            due_by: string;
            /** @description The submitter's e-mail address */
            email: string;
            /** @description The analysis checklist */
            form_data: {
                [key: string]: unknown;
            } | null;
            id: number;
            is_processed: boolean;
            linkedin_url: string;
            message: string | null;
            /** @description How many internal notes the desk wrote on it (never in the customer's answers) */
            notes_count: number;
            /** @description Pending and past due_by now (false once reviewed) */
            overdue: boolean;
            /** @description The owner's rating of the current reply; null while unrated, and for a pending submission */
            rating: components["schemas"]["SubmissionRatingDto"] | null;
            /** @description How many replies were sent (the reply history: 0 when none); a reply sends it back as base_version */
            reply_version: number;
            /**
             * @description The submitter's effective tier now (an expired subscription counts as free)
             * @enum {string}
             */
            tier: "free" | "basic" | "premium";
        };
        AdminSubscriptionErrorDto: {
            /** @description The same text as `error` */
            detail: string;
            /** @description What went wrong (for validation: the field messages, joined with "; ") */
            error: string;
            /** @description Validation only: `{field: [message]}` */
            errors?: {
                [key: string]: string[];
            };
            /** @example false */
            success: boolean;
        };
        AdminUserBillingDto: {
            /** @description The last reconciliation found this customer's state drifted */
            drift: boolean;
            email: string;
            /** @description Newest first, at most 100 */
            events: components["schemas"]["AdminBillingEventDto"][];
            /** @description The winning grant first */
            grants: components["schemas"]["BillingGrantDto"][];
            invoices: components["schemas"]["BillingInvoiceDto"][];
            /** Format: date-time */
            last_synced_at: string | null;
            /** @description Newest first */
            subscriptions: components["schemas"]["AdminBillingSubscriptionDto"][];
            /** @enum {string} */
            tier: "free" | "basic" | "premium";
        };
        AssignSubscriptionDto: {
            /** @example ada@example.com */
            email: string;
            /**
             * @description Case-insensitive and trimmed: ' Premium ' is premium
             * @enum {string}
             */
            tier: "free" | "basic" | "premium";
            /** @description Whole days from now; omitted or null = unlimited (no end date) */
            valid_for_days?: number | null;
        };
        AuditActorDto: {
            /** @description The e-mail to filter by (`actor`) */
            email: string;
            /** @description The account's id; for a former admin, the one its latest entry recorded */
            id: number | null;
            /** @description False for an address in the log that is no admin's now */
            is_current_admin: boolean;
        };
        AuditActorsResponseDto: {
            /** @description Current admins first, then former ones; by e-mail within each */
            actors: components["schemas"]["AuditActorDto"][];
        };
        AuditEntryDto: {
            /** @enum {string} */
            action: "reply.sent" | "reply.resent" | "submission.reopened" | "submission.marked_reviewed" | "submission.deleted" | "subscription.assigned" | "subscription.removed" | "claim.taken_over" | "snippet.created" | "snippet.updated" | "snippet.deleted" | "export.downloaded" | "admin.created" | "admin.promoted" | "admin.password_changed" | "admin.email_changed" | "admin.account_closed" | "note.added" | "two_step.reset" | "two_step.unlock" | "billing.tier_changed" | "billing.refunded";
            /** @description The acting admin's e-mail as it was when they acted; null for the operator (admin:create, or ADMIN_PASSWORD at start) */
            actor: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description What changed (e.g. `{tier, valid_for_days, end_date}`) */
            details: {
                [key: string]: unknown;
            };
            id: number;
            /** @description The submission's or snippet's id, the user's e-mail, or an export's file name */
            target_id: string;
            /** @enum {string} */
            target_type: "submission" | "user" | "snippet" | "export";
        };
        AuditListResponseDto: {
            /**
             * Format: date-time
             * @description The instant the walk is pinned to: send it back as `as_of` with `page`, or follow the cursors, to page through the list as it stood then
             */
            as_of: string;
            /** @description The page answered: the last one when a later page was asked for; 1 when there are none */
            current_page: number;
            /** @description Newest first */
            entries: components["schemas"]["AuditEntryDto"][];
            /** @description Opaque: `cursor` of the next page of this walk; null on the last page */
            next_cursor: string | null;
            /** @description Opaque: `cursor` of the previous page of this walk; null on the first page */
            previous_cursor: string | null;
            /** @description Entries matching the filters */
            total_count: number;
            /** @description ceil(total_count / page size); 0 when there are none */
            total_pages: number;
        };
        AuthResponseDto: {
            /** @description Access token (JWT, Bearer), short-lived */
            access: string;
            email: string;
            /** @description True when this call created the account */
            is_new_user: boolean;
            /** @description Refresh token: spend it at /api/auth/refresh/ for a new pair */
            refresh: string;
            /** @enum {string} */
            role: "user" | "admin";
            user_id: number;
        };
        BillingGrantDto: {
            /** Format: date-time */
            end_date: string | null;
            /** @description The admin's e-mail or the provider */
            granted_by: string | null;
            in_force: boolean;
            /** @enum {string} */
            source: "admin" | "provider";
            /** @enum {string} */
            tier: "free" | "basic" | "premium";
            /** @description This grant gives the user's tier */
            wins: boolean;
        };
        BillingInvoiceDto: {
            /** @description Cents charged */
            amount: number;
            /** Format: date-time */
            created_at: string;
            /** @example usd */
            currency: string;
            /** @description The provider's id */
            id: string;
            /** @description Cents refunded so far */
            refunded_amount: number;
            /** @description The provider's status: paid, open, void… */
            status: string;
        };
        BillingMeResponseDto: {
            cancel_at_period_end: boolean;
            /**
             * Format: date-time
             * @description When the paid period renews, or ends when canceling
             */
            current_period_end: string | null;
            enabled: boolean;
            /** @enum {string|null} */
            interval: "month" | "year" | null;
            /** @description Newest first, at most 50 */
            invoices: components["schemas"]["BillingInvoiceDto"][];
            /** @description A payment failed (past due): the tier is kept while it is fixed */
            payment_problem: boolean;
            /** @enum {string|null} */
            plan: "basic" | "premium" | null;
            /** @enum {string|null} */
            provider: "stripe" | "razorpay" | null;
            /**
             * @description Where the tier comes from; null on the free tier
             * @enum {string|null}
             */
            source: "admin" | "provider" | null;
            /**
             * @description The latest paid subscription's state; null without one
             * @enum {string|null}
             */
            state: "pending" | "active" | "canceling" | "past_due" | "ended" | null;
            /**
             * @description The tier in force: the highest grant
             * @enum {string}
             */
            tier: "free" | "basic" | "premium";
            usage: components["schemas"]["SubscriptionUsageDto"];
        };
        BillingPlanDto: {
            /** @enum {string} */
            id: "basic" | "premium";
            name: string;
            prices: components["schemas"]["BillingPriceDto"][];
            /** @enum {string} */
            tier: "free" | "basic" | "premium";
        };
        BillingPlansResponseDto: {
            /** @description false when BILLING_PROVIDER is unset: paid plans are assigned by the team */
            enabled: boolean;
            plans: components["schemas"]["BillingPlanDto"][];
            /** @enum {string|null} */
            provider: "stripe" | "razorpay" | null;
        };
        BillingPriceDto: {
            /** @description Cents charged each interval */
            amount: number;
            /** @example usd */
            currency: string;
            /** @enum {string} */
            interval: "month" | "year";
            /** @description Cents per month (the pricing page's figure) */
            per_month: number;
        };
        BillingRedirectDto: {
            /** @description The provider's page to send the browser to */
            url: string;
        };
        BillingSyncRequestDto: {
            /**
             * @description Omitted: a reconciliation of every customer
             * @example ada@example.com
             */
            email?: string;
        };
        BillingSyncResultDto: {
            /** @description Customers synced */
            customers: number;
            /** @description Customers whose stored state differed from the provider's (now fixed) */
            drift: number;
        };
        BillingUserQueryDto: {
            /** @example ada@example.com */
            email: string;
        };
        CheckoutRequestDto: {
            /** @description Ignored: the server charges the catalogue's price */
            amount?: Record<string, never>;
            /** @description Ignored, as `amount` */
            currency?: Record<string, never>;
            /** @enum {string} */
            interval: "month" | "year";
            /** @enum {string} */
            plan: "basic" | "premium";
            /** @description Ignored, as `amount` */
            price?: Record<string, never>;
        };
        ClaimConflictDto: {
            /** @description The e-mail of the admin who holds the claim */
            claimed_by: string;
            /**
             * Format: date-time
             * @description When it lapses unless renewed
             */
            claimed_until: string;
            /** @example Another admin is working on this submission. */
            detail: string;
        };
        ClaimDto: {
            /** @description The e-mail of the admin who holds the claim */
            claimed_by: string;
            /**
             * Format: date-time
             * @description When it lapses unless renewed (15 minutes after the last claim)
             */
            claimed_until: string;
        };
        ClaimRequestDto: {
            /** @description true claims it to edit its reply: a reviewed submission is claimed too, and only this claim lets it take a new version; omitted = false */
            edit?: boolean;
            /** @description true takes another admin's live claim over (recorded in the audit log); omitted = false */
            take_over?: boolean;
        };
        DeleteResponseDto: {
            /** @example Submission deleted. */
            message: string;
        };
        DetailResponseDto: {
            detail: string;
        };
        EmailChangeConfirmDto: {
            /**
             * Format: password
             * @description The account password: required when the account has one (else a Google sign-in within 5 minutes)
             */
            password?: string;
            /** @description The token of the link /account?confirm_email=… */
            token: string;
        };
        EmailChangeDto: {
            /** @example ada@example.com */
            new_email: string;
            /** Format: password */
            password: string;
        };
        EmailChangePreviewDto: {
            /** @description The token of the link /account?confirm_email=… */
            token: string;
        };
        EventTicketResponseDto: {
            /**
             * @description Seconds the ticket can be used for
             * @example 30
             */
            expires_in: number;
            /** @description Opens one stream: GET /api/events/?ticket=… */
            ticket: string;
        };
        GoogleAuthDto: {
            /** @enum {string} */
            action: "login" | "signup";
            /** @description The identity provider's id_token */
            credential: string;
            /** @description The secret the browser tab that opened the popup kept; its SHA-256 went to GET /api/auth/google/start */
            flow_secret: string;
        };
        LimitReachedResponseDto: {
            /** @example Subscription limit reached */
            detail: string;
            /** @example true */
            limit_reached: boolean;
            /**
             * @description The same as `detail`
             * @example Subscription limit reached
             */
            message: string;
        };
        LoginDto: {
            /** @example ada@example.com */
            email: string;
            /** Format: password */
            password: string;
        };
        LoginTwoStepDto: {
            /** @description The 6-digit code of the authenticator app, or a backup code */
            code: string;
            /** @description The login answer’s mfa_token */
            mfa_token: string;
        };
        LogoutDto: {
            /** @description The refresh token of the session to end */
            refresh?: string;
        };
        NoteRequestDto: {
            /** @description Trimmed, required */
            text: string;
        };
        PasswordChangeDto: {
            /** Format: password */
            current_password: string;
            /**
             * Format: password
             * @description Not one of the most common passwords, and not containing the e-mail address, its local part or the name ProfileProof (compared regardless of case)
             */
            password: string;
            /**
             * Format: password
             * @description The same as `password`
             */
            password2: string;
        };
        PasswordResetConfirmDto: {
            /**
             * Format: password
             * @description Not one of the most common passwords, and not containing the e-mail address, its local part or the name ProfileProof (compared regardless of case)
             */
            password: string;
            /**
             * Format: password
             * @description The same as `password`
             */
            password2: string;
        };
        PasswordResetDto: {
            /** @example ada@example.com */
            email: string;
        };
        PendingListResponseDto: {
            /** @description Earliest due first, then oldest */
            submissions: components["schemas"]["AdminSubmissionDto"][];
        };
        ProcessedListResponseDto: {
            /**
             * Format: date-time
             * @description The instant the walk is pinned to: send it back as `as_of` with `page`, or follow the cursors, to page through the list as it stood then
             */
            as_of: string;
            /** @description Present and true when filters match more submissions than are counted */
            count_capped?: boolean;
            /** @description The page answered: the last one when a later page was asked for; 1 when there are none */
            current_page: number;
            /** @description Opaque: `cursor` of the next page of this walk; null on the last page */
            next_cursor: string | null;
            /** @description Opaque: `cursor` of the previous page of this walk; null on the first page */
            previous_cursor: string | null;
            /** @description Latest reply first */
            submissions: components["schemas"]["ReviewedSubmissionDto"][];
            total_count: number;
            /** @description ceil(total_count / page size); 0 when there are none */
            total_pages: number;
        };
        ProfileHistoryDto: {
            /**
             * @description The stored (canonical) link
             * @example https://www.linkedin.com/in/ada/
             */
            linkedin_url: string;
            /** @description Oldest first; at most the latest 50 */
            reviews: components["schemas"]["ProfileReviewDto"][];
        };
        ProfileHistoryResponseDto: {
            /** @description Latest review first; at most 100 profiles */
            profiles: components["schemas"]["ProfileHistoryDto"][];
        };
        ProfileResponseDto: {
            email: string;
            /** @description False for accounts that sign in with Google only */
            has_password: boolean;
            id: number;
            is_verified: boolean;
            /** @enum {string} */
            role: "user" | "admin";
            /** @description Two-step sign-in is on */
            two_step_enabled: boolean;
        };
        ProfileReviewDto: {
            /** @description The overall profile score (percent) */
            profile_score: number;
            /**
             * Format: date-time
             * @description When the current reply version was sent
             */
            replied_at: string;
            /** @description Spam likelihood (percent; lower is better) */
            spam_score: number;
            submission_id: number;
        };
        QueuePositionDto: {
            /** @description Pending submissions reviewed before it: position − 1 */
            ahead: number;
            /**
             * Format: date-time
             * @description When a reply can be expected (how: the description of this route): later the more submissions are ahead, never past the plan's promise; once `late`, that promise, which has passed
             */
            expected_reply_by: string;
            /** @description True while an admin holds a live claim on the submission (claims lapse at claimed_until) */
            in_review: boolean;
            /** @description True once the promise (due_by: created_at + the owner's reply window at submission) has passed without a reply */
            late: boolean;
            /** @description 1 = the next to be reviewed */
            position: number;
        };
        RatingRequestDto: {
            /** @description Trimmed; blank or omitted = none */
            comment?: string | null;
            score: number;
        };
        RefreshDto: {
            /** @description The refresh token of the session */
            refresh: string;
        };
        RefreshResponseDto: {
            access: string;
            /** @description The next refresh token: the one sent is spent */
            refresh: string;
        };
        ReleaseClaimResponseDto: {
            /** @example Claim released. */
            message: string;
        };
        ReplyDto: {
            /** @description The analysis checklist (form_data): known keys only, each of its type and range; missing keys take their defaults. profileScorePercentage, spamScore and goodForOutreach are recomputed by the server. `{}` (no key at all): a report without a checklist; form_data and both scores are stored as null. */
            analysis: {
                [key: string]: unknown;
            };
            /** @description Optional precondition, like If-Match: the submission's reply_version when the draft was opened (0 before any reply). When sent, another reply sent since makes this one stale: 409, nothing stored. When absent (the spec's payload), no staleness check; the claim rules still apply. */
            base_version?: number;
            /** @description The report text the customer sees; trimmed, required */
            reply: string;
        };
        ReplyResponseDto: {
            /** @example Reply sent. */
            message: string;
            submission: components["schemas"]["AdminSubmissionDetailDto"];
        };
        ReplyVersionDto: {
            /** @description The checklist with the scores the server computed */
            form_data: {
                [key: string]: unknown;
            } | null;
            reply: string;
            /** Format: date-time */
            sent_at: string;
            /** @description The admin's e-mail; null once that account is gone */
            sent_by: string | null;
        };
        ReportTodoItemDto: {
            /** @description Ticked by the owner on this reply version */
            done: boolean;
            /**
             * Format: date-time
             * @description When it was ticked (the first tick); null while not done
             */
            done_at: string | null;
            /**
             * @description The check the item fixes (`ReportCheckId` of libs/analysis): its stable key
             * @example hasProfileSummary
             */
            id: string;
            /** @description What to do (the report’s advice for that check) */
            text: string;
        };
        ReportTodoResponseDto: {
            /** @description Highest impact first */
            items: components["schemas"]["ReportTodoItemDto"][];
            /** @description The current reply version the list belongs to (send it back with a PUT); null, with no items, while the submission is pending or when its reply has no checklist */
            reply_id: number | null;
        };
        ReportTodoUpdateDto: {
            /** @description true ticks the item, false unticks it (either: idempotent) */
            done: boolean;
            /**
             * @description An item's `id` on that list (the check it fixes)
             * @example hasProfileSummary
             */
            item: string;
            /** @description `reply_id` of the to-do list the item was read from (the current reply version) */
            reply_id: number;
        };
        ResendVerificationDto: {
            /** @example ada@example.com */
            email: string;
        };
        ReviewedSubmissionDto: {
            admin_reply: string | null;
            /** Format: date-time */
            admin_reply_date: string | null;
            /** @description The live claim (a review, or an edit of a reviewed one); null when nobody holds one */
            claim: components["schemas"]["ClaimDto"] | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When the reply is promised: its creation time plus its owner's reply window at submission (the queue's order)
             */
            due_by: string;
            /** @description The submitter's e-mail address */
            email: string;
            /** @description The analysis checklist */
            form_data: {
                [key: string]: unknown;
            } | null;
            id: number;
            is_processed: boolean;
            linkedin_url: string;
            message: string | null;
            /** @description How many internal notes the desk wrote on it (never in the customer's answers) */
            notes_count: number;
            /** @description Pending and past due_by now (false once reviewed) */
            overdue: boolean;
            /** @description The owner's rating of the current reply; null while unrated, and for a pending submission */
            rating: components["schemas"]["SubmissionRatingDto"] | null;
            /** @description E-mail of the admin who sent the current reply (its latest version). Null without a reply, and once that admin's account is deleted (the admin console then shows 'Former admin', as the CSV export writes it) */
            replied_by: string | null;
            /** @description How many replies were sent (the reply history: 0 when none); a reply sends it back as base_version */
            reply_version: number;
            /**
             * @description The submitter's effective tier now (an expired subscription counts as free)
             * @enum {string}
             */
            tier: "free" | "basic" | "premium";
        };
        ReviewerWorkloadDto: {
            /** @description Mean customer rating of the period's replies */
            avg_rating: number | null;
            email: string;
            /** @description Submissions claimed right now */
            holding: number;
            /** @description Median minutes from claim to reply */
            median_handling_minutes: number | null;
            /** @description Replies sent in the period (every version) */
            reviews: number;
            /** @description Share (%) of first replies sent by the submission's due time */
            within_window_pct: number | null;
        };
        SignupDto: {
            /** @example ada@example.com */
            email: string;
            /**
             * Format: password
             * @description Not one of the most common passwords, and not containing the e-mail address, its local part or the name ProfileProof (compared regardless of case)
             */
            password: string;
            /**
             * Format: password
             * @description The same as `password`
             */
            password2: string;
        };
        SignupResponseDto: {
            message: string;
            /** @description True when the address was registered but not verified: the e-mail was sent again */
            verification_resent?: boolean;
        };
        SnippetDeletedDto: {
            /** @example Snippet deleted. */
            message: string;
        };
        SnippetDto: {
            body: string;
            /** Format: date-time */
            created_at: string;
            id: number;
            title: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The e-mail of the admin who last saved it; null once that account is gone */
            updated_by: string | null;
        };
        SnippetListResponseDto: {
            /** @description By title, then id */
            snippets: components["schemas"]["SnippetDto"][];
        };
        SnippetRequestDto: {
            /** @description The text; trimmed, required. It may hold the variables {profile_url}, {score}, {spam_score}, {risk_level}, {outreach}, filled in from the checklist when inserted; any other `{name}` is refused. */
            body: string;
            /** @description Trimmed, required */
            title: string;
        };
        SubmissionDto: {
            admin_reply: string | null;
            /** Format: date-time */
            admin_reply_date: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description The submitter's e-mail address */
            email: string;
            /** @description The analysis checklist */
            form_data: {
                [key: string]: unknown;
            } | null;
            id: number;
            is_processed: boolean;
            linkedin_url: string;
            message: string | null;
            /** @description The owner's rating of the current reply; null while unrated, and for a pending submission */
            rating: components["schemas"]["SubmissionRatingDto"] | null;
        };
        SubmissionNoteDto: {
            /** @description The e-mail of the admin who wrote it; null once that account is gone */
            author: string | null;
            /** Format: date-time */
            created_at: string;
            id: number;
            text: string;
        };
        SubmissionRatingDto: {
            comment: string | null;
            /**
             * Format: date-time
             * @description The latest change
             */
            rated_at: string;
            score: number;
        };
        SubmissionsPerDayDto: {
            count: number;
            /**
             * @description A UTC calendar day
             * @example 2026-11-23
             */
            date: string;
        };
        SubmitDto: {
            /**
             * @description A profile link in any form people paste (`ca.`/`m.` hosts, `/mwlite/in/…`, a query, any case); stored and shown as its canonical form `https://www.linkedin.com/in/<handle>/`
             * @example https://www.linkedin.com/in/ada
             */
            linkedin_url: string;
            /** @description Trimmed; empty = none */
            message?: string | null;
        };
        SubmitResponseDto: {
            /**
             * @description On a 200 only: a submission of this profile (its canonical link) by the caller is still pending; nothing stored, no quota used
             * @enum {boolean}
             */
            already_pending?: true;
            /** @description True when this submission used the last one of the month's quota (on a 200: when it is used up) */
            limit_reached: boolean;
            message: string;
            /** @description The submission stored (201), or the pending one (200) */
            submission_id: number;
        };
        SubscriberDto: {
            email: string;
            /**
             * Format: date-time
             * @description null = unlimited
             */
            end_date: string | null;
            /**
             * @description The list only: an admin's grant, or a paid plan's (billing); a user may have one of each
             * @enum {string}
             */
            source?: "admin" | "provider";
            /**
             * @description The tier assigned (an expired row still shows it, with its end_date)
             * @enum {string}
             */
            tier: "free" | "basic" | "premium";
            /** @description The list only: two-step sign-in is on for the user */
            two_step_enabled?: boolean;
            /** @description The list only: its sign-in codes are locked after 100 wrong ones in a row */
            two_step_locked?: boolean;
            /** @description The list only: this grant gives the user's tier (the highest in force) */
            wins?: boolean;
        };
        SubscriberListResponseDto: {
            /** @description Most recently changed first */
            data: components["schemas"]["SubscriberDto"][];
            /** @example true */
            success: boolean;
        };
        SubscriberMutationResponseDto: {
            /** @description POST: the subscriber as stored */
            data?: components["schemas"]["SubscriberDto"];
            /** @example true */
            success: boolean;
        };
        SubscriptionDebugInfoDto: {
            /** Format: date-time */
            checked_at: string;
            /** @description The subscription ended: the user counts as free */
            expired: boolean;
            /**
             * @description 'default' when the user has no subscription row
             * @enum {string}
             */
            source: "subscription" | "default";
        };
        SubscriptionResponseDto: {
            debug_info: components["schemas"]["SubscriptionDebugInfoDto"];
            /**
             * Format: date-time
             * @description null = no expiry (or no subscription)
             */
            end_date: string | null;
            subscription_id: number | null;
            /**
             * @description The effective tier: free when there is no subscription or it has expired
             * @enum {string}
             */
            tier: "free" | "basic" | "premium";
            usage: components["schemas"]["SubscriptionUsageDto"];
        };
        SubscriptionUsageDto: {
            /** @description Submissions per month; null = unlimited */
            limit: number | null;
            /**
             * Format: date-time
             * @description The 1st of the current month, 00:00 UTC
             */
            period_start: string;
            /** @description null = unlimited */
            remaining: number | null;
            /**
             * Format: date-time
             * @description The 1st of the next month, 00:00 UTC
             */
            resets_at: string;
            /** @description Submissions created since period_start */
            used: number;
        };
        TeamWorkloadResponseDto: {
            desk: components["schemas"]["WorkloadFiguresDto"];
            /** @example 2026-11-01 */
            from: string;
            reviewers: components["schemas"]["ReviewerWorkloadDto"][];
            /** @example 2026-11-30 */
            to: string;
        };
        TwoStepDisableDto: {
            /** @description The 6-digit code of the authenticator app, or a backup code */
            code: string;
            /**
             * Format: password
             * @description Empty for an account without a password
             */
            password: string;
        };
        TwoStepEnableDto: {
            /** @description The 6-digit code of the authenticator app, or a backup code */
            code: string;
        };
        TwoStepEnableResponseDto: {
            /** @description Ten single-use codes, shown this once */
            backup_codes: string[];
        };
        TwoStepSetupResponseDto: {
            /** @example otpauth://totp/ProfileProof:a%40example.com?secret=… */
            otpauth_url: string;
            /** @description The otpauth URL as a QR code, an SVG document */
            qr_svg: string;
            /** @description Base32, to type into an authenticator app */
            secret: string;
        };
        TwoStepUnlockDto: {
            /** @example ada@example.com */
            email: string;
        };
        UpdateSubmissionDto: {
            /** @description false puts the submission back in the pending queue (its reply is kept) */
            is_processed: boolean;
        };
        UserSubmissionsPageDto: {
            /** @description Opaque: `cursor` of the next (older) page; null on the last page */
            next_cursor: string | null;
            /** @description Newest first */
            submissions: components["schemas"]["SubmissionDto"][];
        };
        VerifyEmailDto: {
            /** @description The token of the link /verify-email/{token} */
            token: string;
        };
        WorkloadFiguresDto: {
            /** @description Mean customer rating of the period's replies */
            avg_rating: number | null;
            /** @description Submissions claimed right now */
            holding: number;
            /** @description Median minutes from claim to reply */
            median_handling_minutes: number | null;
            /** @description Replies sent in the period (every version) */
            reviews: number;
            /** @description Share (%) of first replies sent by the submission's due time */
            within_window_pct: number | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AuditController_list: {
        parameters: {
            query?: {
                /** @description Omitted or blank = every action */
                action?: "reply.sent" | "reply.resent" | "submission.reopened" | "submission.marked_reviewed" | "submission.deleted" | "subscription.assigned" | "subscription.removed" | "claim.taken_over" | "snippet.created" | "snippet.updated" | "snippet.deleted" | "export.downloaded" | "admin.created" | "admin.promoted" | "admin.password_changed" | "admin.email_changed" | "admin.account_closed" | "note.added" | "two_step.reset" | "two_step.unlock" | "billing.tier_changed" | "billing.refunded";
                /** @description An admin's e-mail: trimmed, any case, exact; omitted or blank = every admin (at most 254 characters) */
                actor?: unknown;
                /** @description ISO instant the walk is pinned to (`as_of` of an earlier answer); omitted = now; a future one reads as now */
                as_of?: unknown;
                /** @description `next_cursor` or `previous_cursor` of an earlier answer (opaque; wins over `page` and `as_of`) */
                cursor?: unknown;
                /** @description From 1; omitted = 1 */
                page?: number;
                /** @description Cache-buster: accepted and ignored */
                t?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditListResponseDto"];
                };
            };
            /** @description `errors: {page: ['Page must be a whole number of at least 1']}`, `{as_of: ['as_of must be an ISO 8601 instant such as 2026-01-31T09:30:00.000Z']}`, `{cursor: ['Cursor is not one this list gave']}`, `{actor: ['Actor must be text of at most 254 characters']}` or `{action: ['Action must be one of: reply.sent, reply.resent, submission.reopened, submission.marked_reviewed, submission.deleted, subscription.assigned, subscription.removed, claim.taken_over, snippet.created, snippet.updated, snippet.deleted, export.downloaded, admin.created, admin.promoted, admin.password_changed, admin.email_changed, admin.account_closed, note.added, two_step.reset, two_step.unlock, billing.tier_changed, billing.refunded']}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuditController_actors: {
        parameters: {
            query?: {
                /** @description Cache-buster: accepted and ignored */
                t?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditActorsResponseDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminBillingController_replay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's row id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBillingEventDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'No such billing event.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The payment provider cannot be reached: 503 with Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminBillingController_refund: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingUserQueryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserBillingDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No account has this e-mail: `{detail: 'No account uses this email address (foreign key constraint: a subscription needs an existing user).'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'This user has no paid subscription to refund.'}` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The payment provider cannot be reached: 503 with Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminBillingController_sync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingSyncRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingSyncResultDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No account has this e-mail: `{detail: 'No account uses this email address (foreign key constraint: a subscription needs an existing user).'}`, or billing is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'You have no billing account yet. Choose a plan on the pricing page.'}` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The payment provider cannot be reached: 503 with Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminBillingController_user: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserBillingDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No account has this e-mail: `{detail: 'No account uses this email address (foreign key constraint: a subscription needs an existing user).'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminSubmissionsController_reviewedPage: {
        parameters: {
            query?: {
                /** @description ISO instant the walk is pinned to (`as_of` of an earlier answer); omitted = now; a future one reads as now */
                as_of?: unknown;
                /** @description `next_cursor` or `previous_cursor` of an earlier answer (opaque; wins over `page` and `as_of`) */
                cursor?: unknown;
                /** @description First day (of the zone `tz`) of the reply date, YYYY-MM-DD (included) */
                from?: unknown;
                /** @description From 1; omitted = 1 */
                page?: number;
                /** @description A substring of the customer's e-mail or the profile link, case-insensitive, at least 3 characters */
                q?: unknown;
                /** @description Cache-buster: accepted and ignored */
                t?: unknown;
                /** @description The submitter's tier now */
                tier?: "free" | "basic" | "premium";
                /** @description Last day (of the zone `tz`) of the reply date, YYYY-MM-DD (included) */
                to?: unknown;
                /** @description The viewer's IANA time zone, whose days `from` and `to` are; omitted = UTC */
                tz?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessedListResponseDto"];
                };
            };
            /** @description `errors: {page: ['Page must be a whole number of at least 1']}`, `{as_of: ['as_of must be an ISO 8601 instant such as 2026-01-31T09:30:00.000Z']}` or `{cursor: ['Cursor is not one this list gave']}`; `errors: {q: ['Search must be 3 to 100 characters']}`, `errors: {tier: ['Tier must be one of: free, basic, premium']}`; `errors: {from: ['From must be a real date written YYYY-MM-DD']}`, `errors: {to: ['To must be a real date written YYYY-MM-DD']}` or `['To must be the same day as from or later']`; an unknown zone: `errors: {tz: ['Time zone must be an IANA time zone name such as Europe/Paris']}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminSubmissionsController_deleteReviewed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteResponseDto"];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Submission not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Still pending: `{detail: 'Only reviewed submissions can be deleted.'}` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProcessedExportController_export: {
        parameters: {
            query?: {
                /** @description First reply day (of the zone `tz`), YYYY-MM-DD */
                from?: unknown;
                /** @description As on the reviewed list: a substring of the customer's e-mail or the profile link, case-insensitive, at least 3 characters */
                q?: unknown;
                /** @description As on the reviewed list: the submitter's tier now */
                tier?: "free" | "basic" | "premium";
                /** @description Last reply day (of the zone `tz`), YYYY-MM-DD */
                to?: unknown;
                /** @description The viewer's IANA time zone, whose days `from` and `to` are; omitted = UTC. Another zone than UTC is named in the file's name, '/' written '-': reviewed-submissions-2026-01-01-to-2026-01-31-America-Los_Angeles.csv */
                tz?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV (`Content-Disposition: attachment`, `Cache-Control: no-store`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description `errors: {from: ['From must be a real date written YYYY-MM-DD']}`, `{to: ['To must be a real date written YYYY-MM-DD']}`, or from after to: `{to: ['To must be the same day as from or later']}`; an unknown zone (`errors: {tz: ['Time zone must be an IANA time zone name such as Europe/Paris']}`); a search shorter than 3 characters (`errors: {q: [...]}`) or an unknown tier (`errors: {tier: [...]}`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No reviewed submission in the range (checked before any file starts): `{detail: 'No reviewed submissions in this range'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SnippetsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SnippetListResponseDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SnippetsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SnippetRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SnippetDto"];
                };
            };
            /** @description `{detail: 'Validation failed', errors: {title|body: [message]}}`; unknown fields; malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The desk keeps as many as it may: `{detail: 'There are already 200 snippets; delete one first.'}` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SnippetsController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Snippet id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SnippetDto"];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Snippet not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SnippetsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Snippet id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SnippetRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SnippetDto"];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}`; `{detail: 'Validation failed', errors: {title|body: [message]}}`; unknown fields; malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Snippet not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SnippetsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Snippet id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SnippetDeletedDto"];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Snippet not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminSubmissionsController_statistics: {
        parameters: {
            query?: {
                /** @description The viewer's IANA time zone, whose days `submissions_per_day` counts; omitted = UTC */
                tz?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStatsResponseDto"];
                };
            };
            /** @description An unknown zone: `errors: {tz: ['Time zone must be an IANA time zone name such as Europe/Paris']}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminSubmissionsController_pendingQueue: {
        parameters: {
            query?: {
                /** @description 1 to 500; omitted = 50 */
                limit?: number;
                /** @description true: only those past their due time now */
                overdue?: "true" | "false";
                /** @description A substring of the customer's e-mail or the profile link, case-insensitive, at least 3 characters */
                q?: unknown;
                /** @description Omitted = pending */
                status?: "pending";
                /** @description Cache-buster: accepted and ignored */
                t?: unknown;
                /** @description The submitter's tier now */
                tier?: "free" | "basic" | "premium";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingListResponseDto"];
                };
            };
            /** @description Another status: `errors: {status: ['Status must be one of: pending']}`; a bad limit: `errors: {limit: ['Limit must be a whole number from 1 to 500']}`; `errors: {q: ['Search must be 3 to 100 characters']}`, `errors: {tier: ['Tier must be one of: free, basic, premium']}`; overdue other than true or false */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminSubmissionsController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubmissionDetailDto"];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Submission not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminSubmissionsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubmissionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubmissionDetailDto"];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}`; `errors: {is_processed: [message]}` (a strict boolean); unknown fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Submission not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ClaimsController_claim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ClaimRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimDto"];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}`; `errors: {take_over|edit: ['take_over must be true or false'|'edit must be true or false']}`; `errors: {body: ['The body must be a JSON object']}`; unknown fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or deleted: `{detail: 'Submission not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Another admin's live claim: `{detail: 'Another admin is working on this submission.', claimed_by, claimed_until}`; a reviewed submission without `edit: true`: `{detail: 'Only pending submissions can be claimed.'}` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimConflictDto"];
                };
            };
        };
    };
    ClaimsController_release: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleaseClaimResponseDto"];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or deleted: `{detail: 'Submission not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Another admin's live claim: `{detail: 'Another admin is working on this submission.', claimed_by, claimed_until}` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimConflictDto"];
                };
            };
        };
    };
    NotesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionNoteDto"][];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown or deleted submission: `{detail: 'Submission not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    NotesController_add: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoteRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionNoteDto"];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}`; `{detail: 'Validation failed', errors: {text: [message]}}`; unknown fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown or deleted submission: `{detail: 'Submission not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TeamController_workload: {
        parameters: {
            query?: {
                /** @description First reply day (UTC); omitted = 30 days up to `to` */
                from?: unknown;
                /** @description Last reply day (UTC); omitted = today */
                to?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamWorkloadResponseDto"];
                };
            };
            /** @description `errors: {from: ['From must be a real date written YYYY-MM-DD']}`, `{to: ['To must be a real date written YYYY-MM-DD']}`, or from after to: `{to: ['To must be the same day as from or later']}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TwoStepController_disable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoStepDisableDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponseDto"];
                };
            };
            /** @description A wrong password or code, or two-step sign-in is off */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Too many attempts. Please wait a moment and try again.'}`, with `Retry-After` (seconds). Per client IP (`TRUST_PROXY` says which proxies to believe), each route on its own: AUTH_RATE_LIMIT requests per AUTH_RATE_TTL_SECONDS, valid or not, then none for AUTH_RATE_TTL_SECONDS. With REDIS_URL the counters are shared by every instance, and Redis down fails closed (503 with `Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TwoStepController_enable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoStepEnableDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoStepEnableResponseDto"];
                };
            };
            /** @description A wrong code (`errors.code`), or no set-up started */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Two-step sign-in is already on */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Too many attempts. Please wait a moment and try again.'}`, with `Retry-After` (seconds). Per client IP (`TRUST_PROXY` says which proxies to believe), each route on its own: AUTH_RATE_LIMIT requests per AUTH_RATE_TTL_SECONDS, valid or not, then none for AUTH_RATE_TTL_SECONDS. With REDIS_URL the counters are shared by every instance, and Redis down fails closed (503 with `Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TwoStepController_setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoStepSetupResponseDto"];
                };
            };
            /** @description Two-step sign-in is already on */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_close: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountDeleteDto"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wrong password, or `confirm` is not DELETE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No password and no Google sign-in in the last 5 minutes */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The last admin */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Too many attempts. Please wait a moment and try again.'}`, with `Retry-After` (seconds). Per client IP (`TRUST_PROXY` says which proxies to believe), each route on its own: AUTH_RATE_LIMIT requests per AUTH_RATE_TTL_SECONDS, valid or not, then none for AUTH_RATE_TTL_SECONDS. With REDIS_URL the counters are shared by every instance, and Redis down fails closed (503 with `Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description profile, subscription, submissions with replies, sessions, ratings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TwoStepController_reset: {
        parameters: {
            query: {
                email: string;
                /** @description Cache-buster: accepted and ignored */
                t?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{success: true}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such account, or its two-step sign-in is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TwoStepController_unlock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoStepUnlockDto"];
            };
        };
        responses: {
            /** @description `{success: true}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An invalid e-mail, or the admin's own address */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such account, or its two-step sign-in is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The account is not locked */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminSubscriptionsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberListResponseDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionErrorDto"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionErrorDto"];
                };
            };
            /** @description The subscriptions table is missing: `error` = 'The subscriptions table does not exist. Apply the database migrations and restart the API.' */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionErrorDto"];
                };
            };
        };
    };
    AdminSubscriptionsController_assign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignSubscriptionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberMutationResponseDto"];
                };
            };
            /** @description Validation: `errors: {email|tier|valid_for_days: [message]}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionErrorDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionErrorDto"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionErrorDto"];
                };
            };
            /** @description No account has this e-mail: 'No account uses this email address (foreign key constraint: a subscription needs an existing user).' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionErrorDto"];
                };
            };
            /** @description The subscriptions table is missing: `error` = 'The subscriptions table does not exist. Apply the database migrations and restart the API.' */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionErrorDto"];
                };
            };
        };
    };
    AdminSubscriptionsController_remove: {
        parameters: {
            query: {
                email: string;
                /** @description Cache-buster: accepted and ignored */
                t?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{success: true}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriberMutationResponseDto"];
                };
            };
            /** @description Missing or invalid `email` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionErrorDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionErrorDto"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionErrorDto"];
                };
            };
            /** @description 'No account uses this email address (foreign key constraint: a subscription needs an existing user).' or 'This user has no subscription to remove.' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionErrorDto"];
                };
            };
            /** @description The subscriptions table is missing: `error` = 'The subscriptions table does not exist. Apply the database migrations and restart the API.' */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionErrorDto"];
                };
            };
        };
    };
    AccountController_requestEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponseDto"];
                };
            };
            /** @description Wrong password, or an invalid address (`errors`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Too many attempts. Please wait a moment and try again.'}`, with `Retry-After` (seconds). Per client IP (`TRUST_PROXY` says which proxies to believe), each route on its own: AUTH_RATE_LIMIT requests per AUTH_RATE_TTL_SECONDS, valid or not, then none for AUTH_RATE_TTL_SECONDS. With REDIS_URL the counters are shared by every instance, and Redis down fails closed (503 with `Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeConfirmDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponseDto"];
                };
            };
            /** @description The link is unknown, used, expired or another account's; the password is missing or wrong (`errors.password`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No password and no Google sign-in in the last 5 minutes */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The address was taken meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Too many attempts. Please wait a moment and try again.'}`, with `Retry-After` (seconds). Per client IP (`TRUST_PROXY` says which proxies to believe), each route on its own: AUTH_RATE_LIMIT requests per AUTH_RATE_TTL_SECONDS, valid or not, then none for AUTH_RATE_TTL_SECONDS. With REDIS_URL the counters are shared by every instance, and Redis down fails closed (503 with `Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_previewEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangePreviewDto"];
            };
        };
        responses: {
            /** @description `{new_email, confirm_with: 'password' | 'fresh_sign_in'}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The link is unknown, used, expired or another account's */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GoogleAuthController_authenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleAuthDto"];
            };
        };
        responses: {
            /** @description Logged in; or, with two-step sign-in on, `{mfa_required: true, mfa_token}` and no tokens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Signed up: `is_new_user: true` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Invalid body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Authentication failed'}`: the token is invalid, its e-mail is not verified, or flow_secret is not its flow's */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description login without an account: `{detail, needs_signup: true}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An account exists (sign-up), or cannot be linked: `{detail, needs_login: true}` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Too many attempts. Please wait a moment and try again.'}`, with `Retry-After` (seconds). Per client IP (`TRUST_PROXY` says which proxies to believe), each route on its own: AUTH_RATE_LIMIT requests per AUTH_RATE_TTL_SECONDS, valid or not, then none for AUTH_RATE_TTL_SECONDS. With REDIS_URL the counters are shared by every instance, and Redis down fails closed (503 with `Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Google sign-in is not configured, or the issuer is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GoogleAuthController_callback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{WEB_ORIGIN}/auth/google/callback#id_token=...`, or `#error=<code>` */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GoogleAuthController_start: {
        parameters: {
            query: {
                action?: "login" | "signup";
                /** @description SHA-256 of the opener tab's flow secret, in hex (64 characters) */
                flow_hash: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the authorization page (sets a short-lived state cookie) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unknown action, or no valid flow_hash */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Google sign-in is not configured, or the issuer is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description Logged in; or, with two-step sign-in on, `{mfa_required: true, mfa_token}` and no tokens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Wrong e-mail or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The e-mail address is not verified yet */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Too many attempts. Please wait a moment and try again.'}`, with `Retry-After` (seconds). Per client IP (`TRUST_PROXY` says which proxies to believe), each route on its own: AUTH_RATE_LIMIT requests per AUTH_RATE_TTL_SECONDS, valid or not, then none for AUTH_RATE_TTL_SECONDS. With REDIS_URL the counters are shared by every instance, and Redis down fails closed (503 with `Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TwoStepController_loginTwoStep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginTwoStepDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description A wrong code, or an unknown, used, expired or ended mfa_token (5 wrong codes) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The account is locked out after 100 wrong codes in a row (a right code too): until a password reset or an admin unlock */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Too many attempts. Please wait a moment and try again.'}`, with `Retry-After` (seconds). Per client IP (`TRUST_PROXY` says which proxies to believe), each route on its own: AUTH_RATE_LIMIT requests per AUTH_RATE_TTL_SECONDS, valid or not, then none for AUTH_RATE_TTL_SECONDS. With REDIS_URL the counters are shared by every instance, and Redis down fails closed (503 with `Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponseDto"];
                };
            };
        };
    };
    AccountController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponseDto"];
                };
            };
            /** @description Wrong current password (`errors.current_password`), a refused new one (`errors`), or an account without a password */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Too many attempts. Please wait a moment and try again.'}`, with `Retry-After` (seconds). Per client IP (`TRUST_PROXY` says which proxies to believe), each route on its own: AUTH_RATE_LIMIT requests per AUTH_RATE_TTL_SECONDS, valid or not, then none for AUTH_RATE_TTL_SECONDS. With REDIS_URL the counters are shared by every instance, and Redis down fails closed (503 with `Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponseDto"];
                };
            };
            /** @description `{detail: 'Too many attempts. Please wait a moment and try again.'}`, with `Retry-After` (seconds). Per client IP (`TRUST_PROXY` says which proxies to believe), each route on its own: AUTH_RATE_LIMIT requests per AUTH_RATE_TTL_SECONDS, valid or not, then none for AUTH_RATE_TTL_SECONDS. With REDIS_URL the counters are shared by every instance, and Redis down fails closed (503 with `Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetConfirmDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponseDto"];
                };
            };
            /** @description Invalid password fields (`errors`), or an invalid, used or expired link */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Too many attempts. Please wait a moment and try again.'}`, with `Retry-After` (seconds). Per client IP (`TRUST_PROXY` says which proxies to believe), each route on its own: AUTH_RATE_LIMIT requests per AUTH_RATE_TTL_SECONDS, valid or not, then none for AUTH_RATE_TTL_SECONDS. With REDIS_URL the counters are shared by every instance, and Redis down fails closed (503 with `Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponseDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshResponseDto"];
                };
            };
            /** @description Unknown, expired, revoked or already used (which ends the session) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendVerificationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponseDto"];
                };
            };
            /** @description `{detail: 'Too many attempts. Please wait a moment and try again.'}`, with `Retry-After` (seconds). Per client IP (`TRUST_PROXY` says which proxies to believe), each route on its own: AUTH_RATE_LIMIT requests per AUTH_RATE_TTL_SECONDS, valid or not, then none for AUTH_RATE_TTL_SECONDS. With REDIS_URL the counters are shared by every instance, and Redis down fails closed (503 with `Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `[{id, created_at, last_used_at, device, ip, current}]` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such live session of the caller (another user's id, or a malformed one, too) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_revokeOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{revoked}`: how many ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupDto"];
            };
        };
        responses: {
            /** @description Registered but not verified: the e-mail was sent again (`verification_resent: true`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupResponseDto"];
                };
            };
            /** @description Account created, or the address has a verified account (the same answer; its owner is mailed) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupResponseDto"];
                };
            };
            /** @description `{detail, errors: {field: [message]}}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Too many attempts. Please wait a moment and try again.'}`, with `Retry-After` (seconds). Per client IP (`TRUST_PROXY` says which proxies to believe), each route on its own: AUTH_RATE_LIMIT requests per AUTH_RATE_TTL_SECONDS, valid or not, then none for AUTH_RATE_TTL_SECONDS. With REDIS_URL the counters are shared by every instance, and Redis down fails closed (503 with `Retry-After`). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SubscriptionsController_subscription: {
        parameters: {
            query?: {
                /** @description Cache-buster: accepted and ignored */
                t?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionResponseDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyEmailDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponseDto"];
                };
            };
            /** @description The link is unknown, used or expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BillingController_checkout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingRedirectDto"];
                };
            };
            /** @description Unknown `plan` or `interval` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Billing is off (BILLING_PROVIDER unset): `{detail: 'Online payment is not switched on. Contact us to change your plan.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A subscription is live: `{detail: 'You already have a subscription. Use Manage billing to change it.'}` (use the portal) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The payment provider cannot be reached: `{detail: 'The payment provider is not reachable. Try again in a minute.'}`, with Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BillingController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingMeResponseDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BillingController_plans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingPlansResponseDto"];
                };
            };
        };
    };
    BillingController_portal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingRedirectDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Billing is off (BILLING_PROVIDER unset): `{detail: 'Online payment is not switched on. Contact us to change your plan.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No billing account yet: `{detail: 'You have no billing account yet. Choose a plan on the pricing page.'}` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The payment provider cannot be reached: `{detail: 'The payment provider is not reachable. Try again in a minute.'}`, with Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportController_profiles: {
        parameters: {
            query?: {
                /** @description Cache-buster: accepted and ignored */
                t?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileHistoryResponseDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SubmissionsController_ownSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionDto"];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A missing, deleted or another user's submission: `{detail: 'Submission not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    QueuePositionController_position: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuePositionDto"];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A missing, deleted or another user's submission: `{detail: 'Submission not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already reviewed: `{detail: 'This submission has already been reviewed.'}` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RatingsController_rate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RatingRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionRatingDto"];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}`; `{detail: 'Validation failed', errors: {score|comment: [message]}}`; unknown fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown, deleted or another user's submission: `{detail: 'Submission not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not reviewed: `{detail: 'This submission has no report to rate yet.'}`; past the change window: `{detail: 'Ratings can be changed for 7 days; this one can no longer be changed.'}` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminSubmissionsController_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplyResponseDto"];
                };
            };
            /** @description `{detail: 'Validation failed', errors: {reply|analysis|base_version|'analysis.<key>': [message]}}` (a blank reply: 'Please generate an analysis first'; a `{placeholder}` left: 'The report still contains {first_name}: replace it before sending.'); `{detail: 'The id must be a whole number from 1 to 2147483647.'}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Submission not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A stale base version: `{detail: 'Another reply was sent for this submission after you opened it, so yours was not sent. Your draft is kept; open the submission again to see the current reply.', reply_version}`; another admin's live claim: `{detail: 'Another admin is working on this submission.', claimed_by, claimed_until}`; a reviewed submission without the caller's edit claim: `{detail: 'This submission has already been reviewed. Open it for editing from the reviewed list to send a new version.'}` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimConflictDto"];
                };
            };
        };
    };
    ReportController_todo: {
        parameters: {
            query?: {
                /** @description Cache-buster: accepted and ignored */
                t?: unknown;
            };
            header?: never;
            path: {
                /** @description Submission id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportTodoResponseDto"];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A missing, deleted or another user's submission (whoever asks, an admin too): `{detail: 'Submission not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportController_setTodo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportTodoUpdateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportTodoResponseDto"];
                };
            };
            /** @description `{detail: 'The id must be a whole number from 1 to 2147483647.'}`; `{detail: 'Validation failed', errors: {reply_id|item|done: [message]}}` (an item not on the list: `errors: {item: ['This item is not on the report's to-do list.']}`); unknown fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A missing, deleted or another user's submission (whoever asks, an admin too): `{detail: 'Submission not found.'}` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `reply_id` is not the current reply version (re-sent or re-opened since): `{detail: 'The report was updated; reload to see its new to-do list.'}` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SubmissionsController_submit: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per form submission (a UUID), kept across retries; 1 to 255 printable ASCII characters, per user */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitDto"];
            };
        };
        responses: {
            /** @description The caller's submission of this profile is still pending: `{message: 'This profile is already waiting for review. We will send you our analysis soon; no submission was used.', limit_reached, submission_id, already_pending: true}`; nothing stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitResponseDto"];
                };
            };
            /** @description Stored: a new submission */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitResponseDto"];
                };
            };
            /** @description `{detail, errors: {linkedin_url|message: [message]}}`; unknown fields; malformed JSON; an invalid Idempotency-Key `{detail}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The month's quota is used up: nothing is stored */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LimitReachedResponseDto"];
                };
            };
            /** @description The Idempotency-Key was used with another request: `{detail: 'This Idempotency-Key was already used for a different submission. Send a new key for a new submission.'}`; nothing stored */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SubmissionsController_userSubmissions: {
        parameters: {
            query?: {
                /** @description `next_cursor` of the previous page (opaque) */
                cursor?: unknown;
                /** @description 1 to 100: answer a page */
                limit?: number;
                /** @description Cache-buster: accepted and ignored */
                t?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Without `limit` and `cursor`; with either, `UserSubmissionsPageDto` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionDto"][];
                };
            };
            /** @description `errors: {limit: ['Limit must be a whole number from 1 to 100']}` or `{cursor: ['Cursor is not one this list gave']}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LiveEventsController_stream: {
        parameters: {
            query: {
                /** @description From POST /api/events/ticket/ (no Authorization header: EventSource cannot send one) */
                ticket: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `text/event-stream`, open until the lifetime ends, the client leaves or the server stops */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Invalid, expired or already used event ticket.'}`, also when the ticket's session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `{detail: 'Too many live update streams are open (at most 5). Close another tab and try again.'}` (that many streams of the user are open, over every instance), or `{detail: 'The server has too many live update streams open. Try again in a moment.'}` (EVENT_STREAMS_PER_INSTANCE on this one); with `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The instance is shutting down (with `Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LiveEventsController_ticket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTicketResponseDto"];
                };
            };
            /** @description No, an invalid or an expired access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every dependency is up: `{status: "ok", info: {database: {status: "up"}, redis?: …}, ...}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A dependency is down: `{detail, status: "error", error: {database: {status: "down"}}, ...}`, with `Retry-After` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{status: "ok"}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{status: "ok", info: {database: {status: "up"}, migrations: {status: "up"}, redis?: …, drain: {status: "up"}}, ...}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not ready: `{detail, status: "error", error: {<check>: {status: "down"}}, ...}` naming each check that failed, with `Retry-After` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
