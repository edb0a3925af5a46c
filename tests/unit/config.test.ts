import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { tempDir } from '../../scripts/support/temp-dir.ts';

const tmp = () => tempDir('upward-config-');

describe('loadConfig', () => {
  it('refuses production without its secrets, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(
      new ConfigError('Missing required secret(s) in production: SESSION_SECRET, ENCRYPTION_KEY'),
    );
  });

  it('generates secrets once into the data folder outside production', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret).toHaveLength(64);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8'))).toHaveProperty('encryptionKey');
  });

  it('reads defaults and treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: tmp(), PORT: '', STRIPE_SECRET_KEY: '' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.stripe).toBeNull();
    expect(config.oauth.google).toBeNull();
  });

  it('reads the team address and the job queue timings', () => {
    const defaults = loadConfig({ DATA_DIR: tmp() });
    expect(defaults.teamEmail).toBe('team@upward.local');
    expect(defaults.queue).toEqual({ pollSeconds: 2, retryDelaySeconds: 30 });
    const set = loadConfig({ DATA_DIR: tmp(), TEAM_EMAIL: 'partners@example.com', QUEUE_POLL_SECONDS: '0.5', QUEUE_RETRY_DELAY_SECONDS: '0' });
    expect(set.teamEmail).toBe('partners@example.com');
    expect(set.queue).toEqual({ pollSeconds: 0.5, retryDelaySeconds: 0 });
    expect(() => loadConfig({ DATA_DIR: tmp(), QUEUE_POLL_SECONDS: '0.1' })).toThrow(/QUEUE_POLL_SECONDS must be at least 0.5/);
    expect(() => loadConfig({ DATA_DIR: tmp(), TEAM_EMAIL: 'nobody' })).toThrow(/TEAM_EMAIL/);
  });

  it('rejects malformed values with one clear message', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'eighty' })).toThrow(/Invalid configuration: PORT/);
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
  });

  it('trusts no proxy unless told, and reads hop counts and address lists', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'every one!' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses half a Stripe set-up', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL/);
  });
});
