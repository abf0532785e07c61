// Finds, in Vite's build manifest, the files the matched page modules need: Vite loads only the
// entry's static imports, so without them a server-rendered page would wait for its chunk.

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type ViteManifest = Record<string, ManifestChunk>;

export interface ChunkAssets {
  /** Module URLs ('/assets/home-1.js'), each once. */
  scripts: string[];
  /** Stylesheet URLs, in the order the chunks import them. */
  styles: string[];
}

/**
 * The scripts and stylesheets of the matched page chunks and what they import, less what the
 * built index.html loads already (`loadedUrls`, such as '/assets/startup-1.js') and everything
 * that imports.
 */
export function chunkAssets(
  manifest: ViteManifest,
  chunkNames: readonly string[],
  loadedUrls: readonly string[] = [],
): ChunkAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const loaded = new Set(loadedUrls);

  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    // The page's own stylesheet comes before those of the chunks it imports: the order the
    // pages were styled and checked in.
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!loaded.has(`/${css}`)) styles.add(`/${css}`);
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
  return { scripts: [...scripts], styles: [...styles] };
}
