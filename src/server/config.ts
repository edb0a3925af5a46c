// The environment, parsed once. Production refuses to start without its secrets; elsewhere they
// are generated into the data folder on first run so a fresh machine needs no set-up.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export class ConfigError extends Error {}

const optional = z.string().trim().min(1).optional();
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)').optional(),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Upward <no-reply@upward.local>'),
  TEAM_EMAIL: z.email().default('team@upward.local'),
  /** The Premium phone support line, shown only to Premium members; unset: the card says it is being set up. */
  SUPPORT_PHONE: z.string().trim().regex(/^\+?[0-9 ().-]{7,25}$/, 'must be a phone number').optional(),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_MONTHLY: optional,
  STRIPE_PRICE_ANNUAL: optional,
  /** Another Stripe-compatible API (a local test server); unset: Stripe itself. */
  STRIPE_API_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  LINKEDIN_CLIENT_ID: optional,
  LINKEDIN_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  LINKEDIN_ISSUER: z.url().default('https://www.linkedin.com/oauth'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: optional,
  AI_MODEL: z.string().default('gpt-4o-mini'),
  /** How long the model may take before the local suggestions answer instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(8_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag,
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For): unset trusts none, a number
   * trusts that many hops, otherwise addresses or CIDR ranges separated by commas. Per-IP rate limits
   * depend on it: trusting every hop would let any client pick its own address.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[\w.:/]+(,[\w.:/]+)*)$/, 'must be true, false, a hop count or a list of addresses')
    .optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** How often idle background-job workers look for work. */
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5, 'must be at least 0.5').default(2),
  /** A failed background job's first retry waits this long, later ones exponentially longer. */
  QUEUE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(30),
  /** An uploaded document's text extraction is killed after this long, and the upload refused. */
  DOCUMENT_PARSE_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** The heap of the worker thread that extracts a document's text; past it the upload is refused. */
  DOCUMENT_PARSE_MEMORY_MB: z.coerce.number().int().min(16).default(512),
  /** Web Push (VAPID, RFC 8292): all three or none; `npx web-push generate-vapid-keys` makes a pair. */
  VAPID_PUBLIC_KEY: z.string().regex(/^B[A-Za-z0-9_-]{86}$/, 'must be an uncompressed P-256 public key in base64url (87 characters)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https:// address').optional(),
  /** Tests only: push endpoints on plain http to a loopback host (the test's push service). */
  PUSH_ALLOW_LOOPBACK: flag,
  /** A job closes by itself this many days after its posted date. */
  JOB_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  /** The public job-board APIs live sources read; set only to point a test at a local server. */
  GREENHOUSE_API_URL: z.url().default('https://boards-api.greenhouse.io'),
  LEVER_API_URL: z.url().default('https://api.lever.co'),
  ASHBY_API_URL: z.url().default('https://api.ashbyhq.com'),
  JOB_FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** Tests only: the guarded fetcher may read pages on a loopback address (the test's page server); nothing else private. */
  JOB_FETCH_ALLOW_LOOPBACK: flag,
  /** The domain of members' forwarding addresses (its MX record points at this server); unset: PUBLIC_URL's host. */
  INBOUND_MAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a domain name')
    .optional(),
  /** Receive forwarded mail over SMTP on this port (25 behind an MX record); unset: off, members import .eml files. */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The address the SMTP receiver listens on; unset: HOST. */
  INBOUND_SMTP_HOST: optional,
});

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  /** The OpenID issuer, discovered at first use. */
  issuer: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  sessionSecret: string;
  encryptionKey: Buffer;
  smtpUrl: string | null;
  mailFrom: string;
  teamEmail: string;
  /** The Premium phone support number, or null when none is configured. */
  supportPhone: string | null;
  stripe: { secretKey: string; webhookSecret: string; priceMonthly: string; priceAnnual: string; apiUrl: string | null } | null;
  oauth: {
    google: OAuthClientConfig | null;
    linkedin: OAuthClientConfig | null;
  };
  ai: { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number } | null;
  logLevel: string;
  seedDemo: boolean;
  trustProxy: boolean | number | string;
  shutdownTimeoutMs: number;
  queue: { pollSeconds: number; retryDelaySeconds: number };
  /** The limits an uploaded document's text extraction runs under (platform/documents.ts). */
  documentParse: {
    /** The worker is terminated after this long, whatever it is doing. */
    timeoutMs: number;
    /** The worker's V8 heap; past it the worker dies, not the server. */
    memoryMb: number;
  };
  /** Web Push keys and contact; null: push is unavailable and its toggles cannot be turned on. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** Whether push endpoints may be plain http on a loopback host (tests; never in production). */
  pushAllowLoopback: boolean;
  jobs: {
    /** Days after its posted date that a job closes by itself. */
    maxAgeDays: number;
    /** Each live source kind's API base address (no trailing slash). */
    feedApis: { greenhouse: string; lever: string; ashby: string };
    /** How long one request to a feed may take before the sync fails (and backs off). */
    feedTimeoutMs: number;
    /** Whether the guarded fetcher may read a member's link on a loopback address (tests; never in production). */
    fetchAllowLoopback: boolean;
  };
  /** Forwarded mail (features/inbound-mail). */
  inbound: {
    /** Members' forwarding addresses end with @ this. */
    domain: string;
    /** Where the SMTP receiver listens; null: it is off and messages are imported as .eml files. */
    smtp: { host: string; port: number } | null;
  };
  /** Where the built client lives. */
  clientDir: string;
  /** Where the built browser extension lives; its download adds this server's address (features/job-capture/routes.ts). */
  extensionDir: string;
}

const projectRoot = path.resolve(import.meta.dirname, '../..');

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Plain http would let anyone on the path forge sign-ins, so it is accepted only for a provider on
 * this machine (tests and local development), and never in production.
 */
export function isLoopbackHttp(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
}

function oauthClient(name: string, id: string | undefined, secret: string | undefined, issuer: string, isProduction: boolean) {
  const { protocol } = new URL(issuer);
  const allowed = protocol === 'https:' || (!isProduction && isLoopbackHttp(issuer));
  if (!allowed) throw new ConfigError(`Invalid configuration: ${name}_ISSUER must be https:// (plain http only for a loopback host, outside production)`);
  return id && secret ? { clientId: id, clientSecret: secret, issuer } : null;
}

/** Secrets kept in the data folder for non-production runs, created on first use. */
function localSecrets(dataDir: string): { sessionSecret: string; encryptionKey: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { sessionSecret: string; encryptionKey: string };
  const secrets = { sessionSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "unset", as in most deployment tools.
  const env = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  if (isProduction) {
    const missing = ['SESSION_SECRET', 'ENCRYPTION_KEY'].filter((k) => !e[k as 'SESSION_SECRET']);
    if (missing.length) throw new ConfigError(`Missing required secret(s) in production: ${missing.join(', ')}`);
  }
  if (e.STRIPE_SECRET_KEY) {
    // Half a Stripe set-up would take payments it cannot record: refuse to start instead.
    const missing = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'].filter((k) => !e[k as 'STRIPE_WEBHOOK_SECRET']);
    if (missing.length) throw new ConfigError(`STRIPE_SECRET_KEY is set, so these are required too: ${missing.join(', ')}`);
  }
  const vapidKeys = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
  const vapidMissing = vapidKeys.filter((k) => !e[k]);
  // Half a VAPID set-up would offer push toggles that can never deliver.
  if (vapidMissing.length > 0 && vapidMissing.length < vapidKeys.length) {
    throw new ConfigError(`Web Push needs all of ${vapidKeys.join(', ')}; missing: ${vapidMissing.join(', ')}`);
  }
  if (isProduction && e.PUSH_ALLOW_LOOPBACK) throw new ConfigError('PUSH_ALLOW_LOOPBACK is for tests and is refused in production');
  if (isProduction && e.JOB_FETCH_ALLOW_LOOPBACK) throw new ConfigError('JOB_FETCH_ALLOW_LOOPBACK is for tests and is refused in production');
  const stored = e.SESSION_SECRET && e.ENCRYPTION_KEY ? null : localSecrets(dataDir);
  const sessionSecret = e.SESSION_SECRET ?? stored!.sessionSecret;
  const encryptionKey = e.ENCRYPTION_KEY ?? stored!.encryptionKey;

  const listenHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://${listenHost}:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    sessionSecret,
    encryptionKey: Buffer.from(encryptionKey, 'hex'),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    teamEmail: e.TEAM_EMAIL,
    supportPhone: e.SUPPORT_PHONE ?? null,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          priceMonthly: e.STRIPE_PRICE_MONTHLY!,
          priceAnnual: e.STRIPE_PRICE_ANNUAL!,
          apiUrl: e.STRIPE_API_URL ?? null,
        }
      : null,
    oauth: {
      google: oauthClient('GOOGLE', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_ISSUER, isProduction),
      linkedin: oauthClient('LINKEDIN', e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET, e.LINKEDIN_ISSUER, isProduction),
    },
    ai: e.AI_BASE_URL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY ?? null, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS } : null,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    queue: { pollSeconds: e.QUEUE_POLL_SECONDS, retryDelaySeconds: e.QUEUE_RETRY_DELAY_SECONDS },
    documentParse: { timeoutMs: e.DOCUMENT_PARSE_TIMEOUT_MS, memoryMb: e.DOCUMENT_PARSE_MEMORY_MB },
    vapid: e.VAPID_PUBLIC_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY!, subject: e.VAPID_SUBJECT! } : null,
    pushAllowLoopback: e.PUSH_ALLOW_LOOPBACK,
    jobs: {
      maxAgeDays: e.JOB_MAX_AGE_DAYS,
      feedApis: {
        greenhouse: e.GREENHOUSE_API_URL.replace(/\/+$/, ''),
        lever: e.LEVER_API_URL.replace(/\/+$/, ''),
        ashby: e.ASHBY_API_URL.replace(/\/+$/, ''),
      },
      feedTimeoutMs: e.JOB_FEED_TIMEOUT_MS,
      fetchAllowLoopback: e.JOB_FETCH_ALLOW_LOOPBACK,
    },
    inbound: {
      domain: e.INBOUND_MAIL_DOMAIN ?? new URL(e.PUBLIC_URL ?? `http://${listenHost}`).hostname,
      smtp: e.INBOUND_SMTP_PORT === undefined ? null : { host: e.INBOUND_SMTP_HOST ?? e.HOST, port: e.INBOUND_SMTP_PORT },
    },
    clientDir: path.join(projectRoot, 'dist/client'),
    extensionDir: path.join(projectRoot, 'dist/extension'),
  };
}
