import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CONSOLE_PREFIX = '/console';

/**
 * Serves the staff console (apps/console, decision 055) at /console when it is built, cached and
 * precompressed as the borrower app is (serve-web-app.ts). The console routes in the browser
 * (/console/staff, /console/invite, ...): an address that is not a file gets index.html, except
 * under assets/, where a missing file is a plain 404 rather than a page the browser can't run.
 */
export async function serveConsole(app: FastifyInstance, consoleDist: string): Promise<void> {
  const index = path.join(consoleDist, 'index.html');
  if (!existsSync(index)) return;
  const page = readPage(index);
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: consoleDist,
        // The borrower app's registration owns reply.sendFile; this one only serves files.
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        index: false,
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          res.setHeader('vary', 'accept-encoding');
        },
      });
      scope.get('/', (request, reply) => sendPage(request, reply, page));
      scope.setNotFoundHandler((request, reply) => {
        const inside = request.url.slice(CONSOLE_PREFIX.length).split('?')[0] ?? '';
        if ((request.method === 'GET' || request.method === 'HEAD') && !inside.startsWith('/assets/'))
          return sendPage(request, reply, page);
        // A file a release no longer has: the browser gets no page it would try to run as a script.
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      });
    },
    { prefix: CONSOLE_PREFIX },
  );
}

interface Page {
  plain: Buffer;
  br: Buffer | undefined;
  gz: Buffer | undefined;
}

/** index.html and its compressed copies, read once: a few hundred bytes sent on every page load. */
function readPage(index: string): Page {
  const optional = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);
  return { plain: readFileSync(index), br: optional(`${index}.br`), gz: optional(`${index}.gz`) };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (page.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (page.gz && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gz);
  return reply.send(page.plain);
}
