import { SERVICE_TIME_HEADER } from '@puente/domain';
import type { FastifyInstance } from 'fastify';
import type { BusinessClock } from '../clock/business-clock.ts';

/**
 * Every call's answer (refusals too) says the service's business time: the web app counts down to
 * deadlines and dates its previews with it, not with the phone's clock, which may be days off
 * (decision 033). The standard `Date` header still gives the wall clock, against which a request's
 * `t` is judged.
 */
export function installServiceTime(app: FastifyInstance, clock: BusinessClock): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config?.answersCall)
      reply.header(SERVICE_TIME_HEADER, String(clock.now().getTime()));
    done(null, payload);
  });
}
