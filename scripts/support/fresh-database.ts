// A throw-away, empty database beside the one a URL names, for scripts and tests that start whole
// server processes (which migrate it themselves, as in production).
import postgres from 'postgres';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates `<prefix>_<random>` on the server `serverUrl` points at (its database part is ignored). */
export async function createFreshDatabase(serverUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await sql.end();
      }
    },
  };
}
