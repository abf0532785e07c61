// The project's root folder (where package.json, drizzle/ and dist/ live), found by walking up
// from this module: the same answer from src/server/ under tsx and from dist/server/ once the
// server is compiled to one bundle.
import { existsSync } from 'node:fs';
import path from 'node:path';

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
