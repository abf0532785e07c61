// Compiles the server to plain JavaScript for production images: src/server/main.ts, worker.ts
// and the migration command become dist/server/*.js, run by Node without tsx. Packages stay
// external (installed beside it with `npm ci --omit=dev`), so native ones like argon2 still load.
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: true,
    rollupOptions: {
      input: {
        main: 'src/server/main.ts',
        worker: 'src/server/worker.ts',
        migrate: 'src/server/db/migrate-cli.ts',
      },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
