// `npm run stack:prod`: the production topology of docker/compose.yaml on this machine, without
// Docker (tools/stack/topology.mjs): nginx (the gateway and the four front-end servers, the
// images' configuration) in front of three API instances (NODE_ENV=production), a throwaway
// PostgreSQL database, a private redis-server and an SMTP server that keeps what it receives.
// Ctrl-C or SIGTERM stops everything and drops the database.
//   --instances <n>   API instances (default 3)
//   --skip-build      use dist/ as it is (otherwise `nx run-many -t build`, cached when fresh)
//   --keep-logs       keep the temporary folder with the logs after stopping
// PostgreSQL: TOPOLOGY_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) names the
// server and a database to connect to while creating and dropping the throwaway one.
import { build, startTopology } from './topology.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const instancesArg = args.indexOf('--instances');
const instances = instancesArg >= 0 ? Number(args[instancesArg + 1]) : 3;
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('--instances must be a whole number from 1 to 16.');
  process.exit(2);
}

// A signal during start-up stops what has started once it has (nothing is left running).
let topology = null;
let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  if (!topology) return;
  await topology.stop();
  console.log(`Stopped. ${topology.mail.received.length} mail(s) were received.`);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

if (!flag('--skip-build')) build();
const started = Date.now();
topology = await startTopology({ instances, keepLogs: flag('--keep-logs') });
if (stopping) {
  stopping = false;
  await shutdown('stopped during start-up');
}

console.log(`
ProfileProof production topology (no Docker), started in ${((Date.now() - started) / 1000).toFixed(1)} s:
  shell (nginx)          ${topology.shellUrl}
${Object.entries(topology.remoteUrls)
  .map(([name, url]) => `  ${`${name} (nginx)`.padEnd(22)} ${url}`)
  .join('\n')}
  API gateway (nginx)    ${topology.gatewayUrl}/api/  (${topology.instances.length} instances behind it)
${topology.instances.map((instance) => `    instance ${instance.index}           ${instance.url} (pid ${instance.pid}, metrics ${instance.metricsUrl})`).join('\n')}
  PostgreSQL database    ${topology.database.name} (dropped on stop)
  Redis                  ${topology.redis.url}
  SMTP (kept in memory)  ${topology.mail.url}
  logs                   ${topology.logs}
Ctrl-C stops everything.`);
