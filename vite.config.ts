import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { startupChunk } from './scripts/startup-chunk.ts';

const startup = startupChunk('index.html');

export default defineConfig({
  plugins: [react(), startup.plugin],
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: true,
    rollupOptions: {
      input: 'index.html',
      output: { codeSplitting: { groups: [{ name: 'startup', test: startup.test }] } },
    },
  },
  server: { port: 5173 },
});
