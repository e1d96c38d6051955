import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app at `/` when it exists. Hashed files under assets/ are cached for a year;
 * index.html is revalidated so a new release is seen at once. The build writes .br and .gz beside
 * each text file (apps/web/scripts/precompress-plugin.ts): they are sent as they are to a browser
 * that accepts them, so nothing is compressed per request.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(webDist)) return;
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    // Otherwise @fastify/send's own "public, max-age=0" overwrites the header set below.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes('/assets/');
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same address answers brotli, gzip or plain text: a shared cache must keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
