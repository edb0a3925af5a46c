// A fresh, migrated database for one test file: a clone of the run's template (Postgres) or of
// the migrated data dump (PGlite). Closed and dropped after the file.
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { afterAll, inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.ts';

export async function useTestDatabase(): Promise<Database & { url: string | null }> {
  const info = inject('testDb');
  if (info.kind === 'pglite') {
    const dump = new Blob([await readFile(info.dumpFile!)]);
    const database = await openDatabase({ pgliteDump: dump });
    afterAll(() => database.close());
    return { ...database, url: null };
  }
  const name = `${info.template}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(info.serverUrl!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${info.template}"`);
  const url = new URL(info.serverUrl!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), max: 5 });
  afterAll(async () => {
    await database.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  return { ...database, url: url.toString() };
}
