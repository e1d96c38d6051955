import { build } from 'esbuild';

// Bundles the service with the domain package's TypeScript inlined; npm dependencies stay external.
await build({
  entryPoints: { main: 'src/main.ts', standins: 'src/standins-main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@puente/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log('server bundles: apps/server/dist/main.js, apps/server/dist/standins.js (decision 045)');
