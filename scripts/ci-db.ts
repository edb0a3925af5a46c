// Creates or drops a throw-away database on a Postgres server (used by .ci/run).
//   node scripts/ci-db.ts create <server-url> <name>   prints the new database's URL
//   node scripts/ci-db.ts drop <server-url> <name>
import postgres from 'postgres';

const [action, serverUrl, name] = process.argv.slice(2);
if (!serverUrl || !name || !/^[a-z0-9_]+$/.test(name) || (action !== 'create' && action !== 'drop')) {
  console.error('usage: ci-db.ts create|drop <server-url> <name>');
  process.exit(2);
}
const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
try {
  if (action === 'create') {
    await sql.unsafe(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    console.log(url.toString());
  } else {
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
  }
} finally {
  await sql.end();
}
