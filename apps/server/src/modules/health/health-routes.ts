import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { shippedMigrationCount } from '../../db/migrations.ts';

/** /healthz: the process answers. /readyz: the database answers and has every migration applied. */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  const expected = shippedMigrationCount();
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      const result = await database.executeSql(
        'select count(*)::int as applied from drizzle.__drizzle_migrations',
      );
      const applied = Number(result.rows[0]?.applied ?? 0);
      if (applied < expected) {
        return reply.status(503).send({ status: 'migrating', engine: database.engine, applied, expected });
      }
      return { status: 'ready', engine: database.engine, migrations: applied };
    } catch {
      return reply.status(503).send({ status: 'database unreachable', engine: database.engine });
    }
  });
}
