import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The app and the preview are separate entries: the preview runs in a sandboxed iframe
// with an opaque origin, so it must be its own HTML page.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist/app',
    target: 'es2022',
    rollupOptions: {
      input: { main: 'index.html' },
    },
  },
  worker: { format: 'es' },
});
