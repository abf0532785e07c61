// Creates or drops a PostgreSQL database: node scripts/pg-database.mjs create|drop ADMIN_URL NAME
import pg from 'pg';

const [action, adminUrl, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !adminUrl || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: node scripts/pg-database.mjs create|drop ADMIN_URL NAME');
  process.exit(2);
}
const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query(
    action === 'create'
      ? `create database ${name}`
      : `drop database if exists ${name} with (force)`,
  );
} catch (error) {
  console.error(`Could not ${action} database ${name}: ${error.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}
