import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin.ts';
import { routePreload } from './scripts/route-preload-plugin.ts';

// The API server (apps/server) listens on 8080 by default; in `vite dev` the app calls it through
// this proxy, in production the server serves dist/ on the same origin.
const apiTarget = process.env.PUENTE_API ?? 'http://localhost:8080';

export default defineConfig({
  base: './',
  plugins: [
    react(),
    routePreload(
      {
        '/': ['src/features/home/routes/home.tsx'],
        '/user/login': ['src/features/auth/routes/login.tsx'],
        '/borrow/to_borrow': ['src/app/layouts/data-layout.tsx', 'src/features/loans/routes/to-borrow.tsx'],
      },
      { noAmounts: ['/user/login', '/user/register'] },
    ),
    precompress(),
  ],
  build: {
    // scripts/size-report.mjs follows the manifest to measure each route's initial JavaScript.
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      // The entry lists every lazily loaded chunk and its dependencies for preloading: with a file
      // name of the hash alone, that list costs the first load about half as much (decision 008).
      output: {
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // Everything the entry imports statically goes in one chunk with it: otherwise it came as ten
        // small files, and on a phone's network each file costs a round trip (decision 064).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // TanStack Query came as five files (one of 120 bytes), all needed by every data screen's
            // first paint: as one, to_borrow asks for 14 script files before it paints instead of 17.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/cou': apiTarget,
      '/dev': apiTarget,
    },
  },
});
