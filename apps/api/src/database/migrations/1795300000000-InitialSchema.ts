import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The initial schema. Written by hand: constraint and index names are spelled out so that the
 * entities (which repeat them) and the database agree, and `migration:generate` finds nothing to do.
 */
export class InitialSchema1795300000000 implements MigrationInterface {
  name = 'InitialSchema1795300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" SERIAL NOT NULL,
        "email" character varying(254) NOT NULL,
        "password_hash" text,
        "google_sub" character varying(255),
        "role" character varying(16) NOT NULL DEFAULT 'user',
        "is_verified" boolean NOT NULL DEFAULT false,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "users_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "users_google_sub_key" UNIQUE ("google_sub"),
        CONSTRAINT "users_role_check" CHECK ("role" IN ('user', 'admin'))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower("email"))`,
    );

    await queryRunner.query(`
      CREATE TABLE "refresh_tokens" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" integer NOT NULL,
        "family_id" uuid NOT NULL,
        "token_hash" character(64) NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "revoked_at" TIMESTAMP WITH TIME ZONE,
        "replaced_by_id" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "user_agent" character varying(512),
        CONSTRAINT "refresh_tokens_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "refresh_tokens_token_hash_key" UNIQUE ("token_hash"),
        CONSTRAINT "refresh_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" ("user_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" ("family_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "email_tokens" (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "purpose" character varying(32) NOT NULL,
        "token_hash" character(64) NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "email_tokens_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "email_tokens_token_hash_key" UNIQUE ("token_hash"),
        CONSTRAINT "email_tokens_purpose_check" CHECK ("purpose" IN ('verify_email', 'password_reset')),
        CONSTRAINT "email_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "email_tokens_user_id_purpose_idx" ON "email_tokens" ("user_id", "purpose")`,
    );

    await queryRunner.query(`
      CREATE TABLE "subscriptions" (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "tier" character varying(16) NOT NULL,
        "end_date" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "created_by_id" integer,
        CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "subscriptions_user_id_key" UNIQUE ("user_id"),
        CONSTRAINT "subscriptions_tier_check" CHECK ("tier" IN ('free', 'basic', 'premium')),
        CONSTRAINT "subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "subscriptions_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "subscriptions_tier_idx" ON "subscriptions" ("tier")`);
    await queryRunner.query(
      `CREATE INDEX "subscriptions_end_date_idx" ON "subscriptions" ("end_date")`,
    );
    await queryRunner.query(
      `CREATE INDEX "subscriptions_created_by_id_idx" ON "subscriptions" ("created_by_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "submissions" (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "linkedin_url" character varying(2048) NOT NULL,
        "message" text,
        "form_data" jsonb,
        "admin_reply" text,
        "admin_reply_date" TIMESTAMP WITH TIME ZONE,
        "is_processed" boolean NOT NULL DEFAULT false,
        "quality_score" smallint,
        "spam_score" smallint,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "submissions_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "submissions_quality_score_check" CHECK ("quality_score" BETWEEN 0 AND 100),
        CONSTRAINT "submissions_spam_score_check" CHECK ("spam_score" BETWEEN 0 AND 100),
        CONSTRAINT "submissions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "submissions_user_id_created_at_idx" ON "submissions" ("user_id", "created_at" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "submissions_pending_created_at_idx" ON "submissions" ("created_at") WHERE "is_processed" = false`,
    );
    await queryRunner.query(
      `CREATE INDEX "submissions_processed_reply_date_idx" ON "submissions" ("admin_reply_date" DESC) WHERE "is_processed" = true`,
    );
    await queryRunner.query(
      `CREATE INDEX "submissions_created_at_idx" ON "submissions" ("created_at")`,
    );

    await queryRunner.query(`
      CREATE TABLE "submission_replies" (
        "id" SERIAL NOT NULL,
        "submission_id" integer NOT NULL,
        "admin_id" integer,
        "reply" text NOT NULL,
        "form_data" jsonb,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "submission_replies_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "submission_replies_submission_id_fkey" FOREIGN KEY ("submission_id") REFERENCES "submissions" ("id") ON DELETE CASCADE,
        CONSTRAINT "submission_replies_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "submission_replies_submission_id_created_at_idx" ON "submission_replies" ("submission_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "submission_replies_admin_id_idx" ON "submission_replies" ("admin_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Dropping a table drops its indexes and constraints; dependants go first.
    await queryRunner.query(`DROP TABLE "submission_replies"`);
    await queryRunner.query(`DROP TABLE "submissions"`);
    await queryRunner.query(`DROP TABLE "subscriptions"`);
    await queryRunner.query(`DROP TABLE "email_tokens"`);
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
