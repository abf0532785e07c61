// A throwaway database on the DATABASE_URL server, for tests that need PostgreSQL of their own.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchPostgres {
  name: string;
  url: string;
  /** The server's maintenance connection it was made from. */
  adminUrl: string;
  /** Drops it, ending any session still connected. */
  drop(): Promise<void>;
}

/** One statement on the admin connection (create or drop a database). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** An empty database, or a copy of `template` (a database nobody is connected to). */
export async function createScratchPostgres(
  prefix: string,
  template?: string,
): Promise<ScratchPostgres> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('A PostgreSQL test needs DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    adminUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    adminUrl,
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
