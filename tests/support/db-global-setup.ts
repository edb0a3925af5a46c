// Picks the test database once per run: DATABASE_URL if set, else a Testcontainers Postgres when a
// container runtime answers, else embedded PGlite. Each strategy prepares one migrated template
// that every test file clones, so files never see each other's rows.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { tempDir } from '../../scripts/support/temp-dir.ts';

export interface TestDbInfo {
  kind: 'postgres' | 'pglite';
  /** Postgres: a server URL and the template database's name. */
  serverUrl?: string;
  template?: string;
  /** PGlite: a migrated data-folder dump. */
  dumpFile?: string;
  source: 'DATABASE_URL' | 'testcontainers' | 'pglite';
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbInfo;
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function prepareTemplate(serverUrl: string): Promise<{ template: string; drop: () => Promise<void> }> {
  const template = `upward_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${template}"`);
  const database = await openDatabase({ url: withDatabase(serverUrl, template), max: 2 });
  await migrateDatabase(database);
  await database.close();
  return {
    template,
    drop: async () => {
      // Test files name their databases after the template, so a crashed file leaves nothing behind.
      const leftovers = await admin<{ datname: string }[]>`
        select datname from pg_database where starts_with(datname, ${template})`;
      for (const { datname } of leftovers) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
      await admin.end();
    },
  };
}

async function tryContainer(): Promise<{ url: string; stop: () => Promise<unknown> } | null> {
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    return { url: container.getConnectionUri(), stop: () => container.stop() };
  } catch (err) {
    console.warn(`[test db] no container runtime (${(err as Error).message.split('\n')[0]}); using PGlite`);
    return null;
  }
}

export default async function setup(project: TestProject) {
  const cleanups: (() => Promise<unknown>)[] = [];
  let info: TestDbInfo;

  const container = process.env.DATABASE_URL ? null : await tryContainer();
  const serverUrl = process.env.DATABASE_URL ?? container?.url;
  if (container) cleanups.push(container.stop);

  if (serverUrl) {
    const { template, drop } = await prepareTemplate(serverUrl);
    cleanups.unshift(drop);
    info = { kind: 'postgres', serverUrl, template, source: process.env.DATABASE_URL ? 'DATABASE_URL' : 'testcontainers' };
  } else {
    const database = await openDatabase({});
    await migrateDatabase(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    // A folder of this run's own, removed when it ends: runs side by side never share a dump.
    const dumpFile = path.join(tempDir('upward-pglite-'), 'migrated.tar');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    info = { kind: 'pglite', dumpFile, source: 'pglite' };
  }
  console.log(`[test db] ${info.source} (${info.kind})`);
  if (info.kind === 'pglite') {
    console.log('[test db] PGlite is one connection in this process: tests that need a server (two processes, an outage, a migration race, a concurrent sync) are skipped (decision 046)');
  }
  project.provide('testDb', info);
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
