// Where a journey server keeps its data (ADR 0083). With a PostgreSQL server (DATABASE_URL, as in
// CI), each journey server gets a database of its own there, named after DATABASE_URL's with
// `_j_` and the server's label, made empty before it starts and dropped with it
// (`scripts/pg-database.mjs drop` also drops any a killed run left). Without one, the server keeps
// the embedded database in its data folder.
import { execFileSync } from 'node:child_process';

const SCRIPT = 'scripts/pg-database.mjs';
/** One shell word, whatever the URL holds (a password may carry a quote or a `$`). */
const shellWord = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

export interface JourneyDatabase {
  /** DATABASE_URL for the server: '' for the embedded database. */
  url: string;
  /** The shell command that makes it empty ('' when embedded). */
  recreateCommand: string;
  recreate(): void;
  drop(): void;
}

export function journeyDatabase(label: string): JourneyDatabase {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { url: '', recreateCommand: '', recreate: () => {}, drop: () => {} };
  }
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1)}_j_${label}`;
  const run = (action: 'recreate' | 'drop') =>
    execFileSync(process.execPath, [SCRIPT, action, serverUrl, name], { stdio: 'inherit' });
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    recreateCommand: `node ${SCRIPT} recreate ${shellWord(serverUrl)} ${name}`,
    recreate: () => run('recreate'),
    drop: () => run('drop'),
  };
}
