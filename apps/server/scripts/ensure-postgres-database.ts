// Creates the database DATABASE_URL names when it does not exist yet (connecting to the server's
// `postgres` database to do so), so that `npm run start:postgres` works on a fresh PostgreSQL server.
import pg from 'pg';

const url = new URL(process.env.DATABASE_URL ?? '');
if (!/^postgres(ql)?:$/.test(url.protocol)) throw new Error(`DATABASE_URL must name a PostgreSQL database, got "${process.env.DATABASE_URL}"`);
const name = decodeURIComponent(url.pathname.slice(1));
if (!name) throw new Error('DATABASE_URL names no database');
const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
await client.connect();
try {
  const found = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) {
    // An identifier cannot be a query parameter: quoted, its quotes doubled.
    await client.query(`create database "${name.replaceAll('"', '""')}"`);
    console.log(`Created the PostgreSQL database ${name}.`);
  }
} finally {
  await client.end();
}
