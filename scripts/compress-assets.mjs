// Writes brotli (quality 11) and gzip (level 9) copies beside every built text asset, once at build
// time, so the server sends them as they are instead of compressing on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|map)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

const root = path.resolve(process.argv[2] ?? 'dist/client');
let count = 0;
for await (const file of files(root)) {
  if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
  if ((await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`Compressed ${count} assets in ${path.relative(process.cwd(), root) || '.'}`);
