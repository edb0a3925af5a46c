// Start-up: configuration, database, migrations, demo content, HTTP, and a graceful shutdown that
// lets in-flight requests finish before the database closes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { decideSeed, formatDemoAccounts, seedDemoContent } from './demo/seed.ts';
import { boardOf } from './engines/match/ranking.ts';
import { startSmtpReceiver, type SmtpReceiver } from './features/inbound-mail/smtp.ts';
import { startHousekeeping } from './platform/housekeeping.ts';

/**
 * Advisory lock keys: of several processes starting together on one empty database, one seeds it,
 * and one at a time starts the job queue.
 */
const SEED_LOCK = 727_002;
const QUEUE_START_LOCK = 727_003;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

const config = readConfig();
/** The slow steps of a first start, announced so a newcomer's terminal is never silent for long. */
function announce(line: string) {
  if (!config.isProduction) process.stdout.write(`${line}\n`);
}

const pgliteDir = path.join(config.dataDir, 'pglite');
if (!config.databaseUrl && !existsSync(pgliteDir)) announce(`Creating the embedded database in ${pgliteDir} and migrating it (first start only)...`);
// The database opens (PGlite compiles its WebAssembly off the main thread) while the app's modules
// load: together they are most of a start (docs/architecture.md, "Start-up").
const [database, { buildApp }] = await Promise.all([openDatabase({ url: config.databaseUrl, pgliteDir }), import('./app.ts')]);
await migrateDatabase(database);
const app = await buildApp(config, database);
// pg-boss creates its schema and queues at the first start; two processes doing that at once on an
// empty database collide and leave the loser's queue stopped, so starts take turns. A failure here
// is logged by the start that listening triggers, which tries again.
await database.withLock(QUEUE_START_LOCK, () => app.platform.queue.start().catch(() => {}));

const seed = await database.withLock(SEED_LOCK, async () => {
  const decision = await decideSeed(database.db, { embedded: database.kind === 'pglite', requested: config.seedDemo });
  if (decision === 'seed') {
    announce('Adding the demo content (first start only)...');
    await seedDemoContent(database.db);
    app.log.info('demo content seeded');
  }
  return decision;
});
if (seed !== 'skip') process.stdout.write(`\n${formatDemoAccounts()}\n\n`);

const stopHousekeeping = startHousekeeping(database.db, app.log);

/**
 * How long the server keeps accepting after the signal while /api/healthz answers "draining": a load
 * balancer that checks more often stops sending before the listener closes (decision 048).
 */
const DRAIN_LISTEN_MS = Math.min(500, config.shutdownTimeoutMs / 4);

/** The forwarded-mail receiver, when INBOUND_SMTP_PORT is set (features/inbound-mail/smtp.ts). */
let smtp: SmtpReceiver | null = null;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: draining in-flight requests');
  const deadline = setTimeout(() => {
    app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  deadline.unref();
  try {
    stopHousekeeping();
    await app.platform.drain.begin(DRAIN_LISTEN_MS);
    // Stops listening, then waits for the requests and SMTP sessions in progress; the queue stops
    // after them, the database last.
    await Promise.all([app.close(), smtp?.close()]);
    await database.close();
    app.log.info('shutdown complete');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info({ url: config.publicUrl, database: database.kind }, 'Upward is listening');
// A session still sending when shutdown begins gets half the shutdown's time to finish.
if (config.inbound.smtp && !stopping) smtp = await startSmtpReceiver({ db: database.db, config, log: app.log }, { closeTimeoutMs: config.shutdownTimeoutMs / 2 });
// The match board is read once per process (engines/match/ranking.ts): now, a slice at a time, rather than at a member's first ranking.
void boardOf(database.db).catch((err: unknown) => app.log.warn({ err }, 'the match board will be read at the first ranking'));
