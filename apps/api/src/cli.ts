import 'reflect-metadata';
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { isValidEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@profileproof/contracts';
import { DataSource } from 'typeorm';
import { PasswordInputError, readPassword } from './cli/password-input';
import {
  type Configuration,
  InvalidConfigurationError,
  loadConfiguration,
  loadDotEnvFile,
} from './config';
import { dataSourceOptions } from './database/data-source-options';
import { canonicalEmail, emailSpellingProblem } from './users/canonical-email';
import { openDatabaseServer } from './database/database-server';
import { EmbeddedDatabaseInUseError } from './database/embedded/embedded-postgres';
import {
  migrationStates,
  revertLastMigration,
  runPendingMigrations,
} from './database/migrations-runner';
import { queueNames, queueStats, retryFailedJobs } from './jobs/jobs.repository';
import { User } from './users/entities/user.entity';
import { commandLineAdminChange } from './users/operator-admin-change';
import { newPasswordError, RefusedPasswordError } from './users/password-policy';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

process.setSourceMapsEnabled(true);

const USAGE = `Usage: node dist/apps/api/cli.js <command>   (or: npm run <command> -- <arguments>)

  migration:run                    apply the pending migrations
  migration:revert                 revert the last applied migration
  migration:show                   list the migrations and whether each has been applied
  migration:generate <Name>        write a migration for what differs between the entities and the database
  admin:create [email]             create or promote a verified admin (default: ADMIN_EMAIL); the password
                                   is asked for at the terminal, or read from the first line of stdin:
                                   printf '%s\\n' "$PASSWORD" | npm run admin:create -- admin@example.com
                                   (ADMIN_PASSWORD is used for ADMIN_EMAIL's account, if set)
  jobs:stats                       per job queue: jobs waiting, running, failed (out of retries), oldest wait
  jobs:retry [--queue <name>]      put the failed jobs (of one queue, e.g. mail.send) back in their queue

The database is the API's: DATABASE_URL, or the embedded one in DATA_DIR (not while the API runs).`;

/** Where `migration:generate` writes, relative to the workspace root (the working directory). */
const MIGRATIONS_DIR = 'apps/api/src/database/migrations';

class UsageError extends Error {}

interface Command {
  /**
   * Refuses bad arguments, and asks for what is missing, before the database is opened; `run` gets
   * the arguments it returns.
   */
  prepare?: (args: string[], config: Configuration) => Promise<string[]>;
  run: (dataSource: DataSource, args: string[], config: Configuration) => Promise<void>;
}

const COMMANDS: Record<string, Command> = {
  'migration:run': {
    run: async (dataSource) => {
      const applied = await runPendingMigrations(dataSource);
      console.log(
        applied.length
          ? `Applied ${applied.map((m) => m.name).join(', ')}.`
          : 'No pending migrations.',
      );
    },
  },

  'migration:revert': {
    run: async (dataSource) => {
      const reverted = await revertLastMigration(dataSource);
      console.log(reverted ? `Reverted ${reverted.name}.` : 'No applied migration to revert.');
    },
  },

  'migration:show': {
    run: async (dataSource) => {
      for (const { name, executed } of await migrationStates(dataSource)) {
        console.log(`${executed ? '[X]' : '[ ]'} ${name}`);
      }
    },
  },

  'migration:generate': {
    prepare: async (args) => {
      const [name] = args;
      if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
        throw new UsageError(
          'migration:generate needs a name in PascalCase, e.g. AddSubmissionNotes.',
        );
      }
      if (!existsSync(resolve(process.cwd(), MIGRATIONS_DIR))) {
        throw new UsageError(`${MIGRATIONS_DIR} not found: run this from the workspace root.`);
      }
      return args;
    },
    run: async (dataSource, [name]) => {
      const dir = resolve(process.cwd(), MIGRATIONS_DIR);
      const pending = (await migrationStates(dataSource)).filter(
        (migration) => !migration.executed,
      );
      if (pending.length > 0) {
        throw new UsageError(
          `Apply the pending migrations first (npm run migration:run): ${pending.map((m) => m.name).join(', ')}.`,
        );
      }
      const { upQueries, downQueries } = await dataSource.driver.createSchemaBuilder().log();
      if (upQueries.length === 0) {
        console.log('No changes: the database already matches the entities.');
        return;
      }
      const timestamp = Date.now();
      const file = join(dir, `${timestamp}-${name}.ts`);
      writeFileSync(file, migrationSource(`${name}${timestamp}`, upQueries, downQueries.reverse()));
      console.log(`Created ${relative(process.cwd(), file)}.`);
      console.log(
        `Review it, then add ${name}${timestamp} to the MIGRATIONS list in ${MIGRATIONS_DIR}/index.ts.`,
      );
    },
  },

  'admin:create': {
    prepare: async (args, config) => {
      if (args.length > 1) throw new UsageError(PASSWORD_ON_COMMAND_LINE);
      const email = args[0] ?? config.auth.admin?.email;
      if (!email) throw new UsageError('admin:create needs an e-mail address (or ADMIN_EMAIL).');
      // The rule sign-up and login apply: an address they refuse could never sign in.
      if (!isValidEmail(email)) throw new UsageError(`${email} is not an e-mail address.`);
      if (emailSpellingProblem(email))
        throw new UsageError(
          `${email} has look-alike or mixed-script characters: type the address with plain letters.`,
        );
      const password = await adminPassword(email, config);
      checkAdminPassword(password, email);
      return [email, password];
    },
    run: async (dataSource, [email, password], config) => {
      // As the API does at start, so that this works on a new database too.
      if (config.database.runMigrations) await runPendingMigrations(dataSource);
      const users = new UsersService(new UsersRepository(dataSource.getRepository(User)));
      const { outcome } = await users.ensureAdmin(
        email,
        password,
        commandLineAdminChange(dataSource),
      );
      const ended = outcome === 'promoted' || outcome === 'password-updated';
      console.log(
        `Admin account ${email}: ${outcome}${ended ? '; every session of it was ended' : ''}.`,
      );
    },
  },

  'jobs:stats': {
    run: async (dataSource) => {
      const stats = Object.entries(await queueStats(dataSource));
      if (stats.length === 0) console.log('No job queues yet (the API creates them at start).');
      for (const [queue, s] of stats) {
        console.log(
          `${queue}: ${s.queued} queued, ${s.active} active, ${s.failed} failed, oldest queued ${Math.round(s.oldestQueuedAgeSeconds)} s`,
        );
      }
    },
  },

  'jobs:retry': {
    prepare: async (args) => {
      if (args.length === 0) return [];
      if (args.length === 2 && args[0] === '--queue' && args[1]) return [args[1]];
      throw new UsageError('jobs:retry takes no argument, or --queue <name>.');
    },
    run: async (dataSource, [queue]) => {
      if (queue !== undefined && !(await queueNames(dataSource)).includes(queue))
        throw new UsageError(`No job queue ${queue}.`);
      const retried = await retryFailedJobs(dataSource, queue);
      console.log(
        `${retried} failed job${retried === 1 ? '' : 's'}${queue ? ` of ${queue}` : ''} queued again.`,
      );
    },
  },
};

const PASSWORD_ON_COMMAND_LINE =
  'admin:create does not take the password on the command line, where the shell history and the process list ' +
  'would keep it. Type it at the prompt, or pipe it: printf \'%s\\n\' "$PASSWORD" | npm run admin:create -- <email>';

/**
 * ADMIN_PASSWORD for ADMIN_EMAIL's account (the pair the API ensures at start); otherwise asked for
 * at the terminal, or the first line of stdin when it is not a terminal.
 */
async function adminPassword(email: string, config: Configuration): Promise<string> {
  const configured = config.auth.admin;
  if (configured?.password && canonicalEmail(configured.email) === canonicalEmail(email))
    return configured.password;
  return readPassword(`Password for ${email}: `);
}

/** The rules of sign-up: 8 to 128 characters, not common, not built from the address or the product's name. */
function checkAdminPassword(password: string, email: string): void {
  if (!password)
    throw new PasswordInputError(
      'admin:create needs a password: type it at the prompt, or pipe it to stdin.',
    );
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new PasswordInputError(
      `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    );
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new PasswordInputError(
      `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
    );
  }
  const refused = newPasswordError(password, email);
  if (refused) throw new PasswordInputError(refused);
}

interface Query {
  query: string;
  parameters?: unknown[];
}

function migrationSource(className: string, up: Query[], down: Query[]): string {
  const statements = (queries: Query[]) =>
    queries
      .map(({ query, parameters }) => {
        const text = query.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
        return `    await queryRunner.query(\`${text}\`${parameters?.length ? `, ${JSON.stringify(parameters)}` : ''});`;
      })
      .join('\n');
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${statements(up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${statements(down)}
  }
}
`;
}

async function main([name, ...args]: string[]): Promise<void> {
  if (name === 'help' || name === '--help' || name === '-h') {
    console.log(USAGE);
    return;
  }
  const command = COMMANDS[name ?? ''];
  if (!command) throw new UsageError(name ? `Unknown command ${name}.` : 'No command given.');
  loadDotEnvFile();
  const config = loadConfiguration();
  const prepared = command.prepare ? await command.prepare(args, config) : args;
  const server = await openDatabaseServer(config.database);
  const dataSource = new DataSource({ ...dataSourceOptions(server), logging: ['error', 'warn'] });
  try {
    await dataSource.initialize();
    await command.run(dataSource, prepared, config);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await server.stop();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (
    error instanceof InvalidConfigurationError ||
    error instanceof EmbeddedDatabaseInUseError ||
    error instanceof PasswordInputError ||
    error instanceof RefusedPasswordError
  ) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
  process.exitCode = 1;
});
