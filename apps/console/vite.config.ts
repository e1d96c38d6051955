import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The same precompression as the borrower app: the service sends the .br/.gz as they are.
import { precompress } from '../web/scripts/precompress-plugin.ts';

// The API server listens on 8080 by default; in `vite dev` the console calls it through this proxy,
// in production the service serves dist/ at /console on the same origin (decision 055).
const apiTarget = process.env.PUENTE_API ?? 'http://localhost:8080';

export default defineConfig({
  // A separate build with its own entry: nothing here reaches the borrower app's bundle.
  base: '/console/',
  plugins: [react(), precompress()],
  build: {
    sourcemap: false,
    // A desktop tool for staff on office networks: one admin framework's worth of JavaScript is fine.
    chunkSizeWarningLimit: 2500,
    rollupOptions: {
      output: { chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' },
    },
  },
  server: {
    proxy: { '/staff-api': apiTarget },
  },
});
