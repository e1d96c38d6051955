import { build } from 'esbuild';

// Bundles the service with the domain package's TypeScript inlined; npm dependencies stay external.
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
console.log('server bundle: apps/server/dist/main.js');
