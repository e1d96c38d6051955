import { DomainError, parseLanguage } from '@puente/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import { okAnswer } from '../../protocol/answer.ts';
import { registerOutboxRoute } from './outbox-route.ts';

export interface DevDeps {
  db: Db;
  clock: BusinessClock;
  /** Runs the deadline work at once after the clock moves, and answers when it is done. */
  runTick(): Promise<void>;
}

const advanceBody = z
  .object({
    minutes: z.number().int().min(0).max(525_600).optional(),
    hours: z.number().int().min(0).max(8_760).optional(),
    days: z.number().int().min(0).max(3_650).optional(),
  })
  .strict()
  .refine((b) => (b.minutes ?? 0) + (b.hours ?? 0) + (b.days ?? 0) > 0, { path: ['minutes'] });

/** Sandbox-only tools for testers, in plain JSON. They are not registered at all in production mode. */
export function registerDevRoutes(app: FastifyInstance, deps: DevDeps): void {
  registerOutboxRoute(app, deps);

  app.get('/dev/clock', async () => {
    await deps.clock.sync(0);
    return { now: deps.clock.now().toISOString() };
  });

  app.post('/dev/clock/advance', async (request) => {
    const lang = parseLanguage(request.headers.lang);
    const parsed = advanceBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw new DomainError('payloadInvalid', { field: parsed.error.issues[0]?.path.join('.') || 'minutes' });
    }
    const { minutes = 0, hours = 0, days = 0 } = parsed.data;
    const now = await deps.clock.advance(((days * 24 + hours) * 60 + minutes) * 60_000);
    await deps.runTick();
    return okAnswer({ now: now.toISOString() }, lang);
  });
}
