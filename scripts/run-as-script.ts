// Whether the module whose `import.meta` is given was started as the script (`npx tsx <file>`),
// not imported by a test: the maker scripts write their files only then.
import { resolve } from 'node:path';

export const isRunAsScript = (meta: ImportMeta): boolean =>
  process.argv[1] !== undefined && resolve(process.argv[1]) === meta.filename;
