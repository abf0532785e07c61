// Turns the matched page modules into <link> tags from Vite's build manifest: Vite preloads only
// the entry's static imports, so without these a server-rendered page waits for its chunk.
import { escapeHtml } from '../html/escape-html';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * Links for the matched page chunks and what they import, less what the built index.html loads
 * already (`loadedUrls`, such as '/assets/startup-1.js') and everything that imports.
 */
export function preloadLinks(
  manifest: ViteManifest,
  chunkNames: readonly string[],
  loadedUrls: readonly string[] = [],
): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const loaded = new Set(loadedUrls);

  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) if (!loaded.has(`/${css}`)) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // The entry, the chunks index.html names and everything they import statically are loaded.
  const skipEntryImports = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of manifest[name]?.imports ?? []) skipEntryImports(imported);
  };
  for (const [name, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || loaded.has(`/${chunk.file}`)) skipEntryImports(name);
  }
  chunkNames.forEach(visit);

  const href = (file: string) => escapeHtml(`/${file}`);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}" />`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}" />`),
  ].join('');
}
