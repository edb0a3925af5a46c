import path from 'node:path';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../migrations');
/** Advisory lock key: two processes starting at once must not both migrate. */
const MIGRATION_LOCK = 727_001;

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  await database.withLock(MIGRATION_LOCK, async () => {
    if (database.kind === 'postgres') {
      const { migrate } = await import('drizzle-orm/postgres-js/migrator');
      await migrate(database.db as never, config);
    } else {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.db as never, config);
    }
  });
}
