// Creates or drops a PostgreSQL database: node scripts/pg-database.mjs create|recreate|drop ADMIN_URL NAME
// `recreate` drops it first (a name a killed run may have left); `drop` also drops the journey
// servers' databases made beside it (NAME_j_…, tests/e2e/journey-database.ts).
import pg from 'pg';

const [action, adminUrl, name] = process.argv.slice(2);
if (
  !['create', 'recreate', 'drop'].includes(action) ||
  !adminUrl ||
  !/^[a-z0-9_]+$/.test(name ?? '')
) {
  console.error('usage: node scripts/pg-database.mjs create|recreate|drop ADMIN_URL NAME');
  process.exit(2);
}
const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
const drop = (database) => client.query(`drop database if exists ${database} with (force)`);
try {
  await client.connect();
  if (action === 'drop') {
    const { rows } = await client.query(
      `select datname from pg_database where datname like $1 escape '!'`,
      [`${name.replaceAll('_', '!_')}!_j!_%`],
    );
    for (const { datname } of rows) await drop(datname);
    await drop(name);
  } else {
    if (action === 'recreate') await drop(name);
    await client.query(`create database ${name}`);
  }
} catch (error) {
  console.error(`Could not ${action} database ${name}: ${error.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}
