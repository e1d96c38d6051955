// Bare Fastify 5 hello-world, the bench's reference: GET / -> {"hello":"world"} on 127.0.0.1:$PORT.
// Fastify is resolved from apps/server, so it is the same copy the service runs on.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(join(root, 'apps', 'server', 'package.json'));
const { default: Fastify } = await import(pathToFileURL(require.resolve('fastify')).href);

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => app.close().then(() => process.exit(0)));
