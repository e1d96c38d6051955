import type { FastifyInstance } from 'fastify';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import { addressRanges } from '../../providers/collection/address-ranges.ts';
import type { StpSettings } from '../../providers/collection/collection-secrets.ts';
import {
  ORDEN_NOTIFICATION_PATH,
  verifyOrdenNotification,
} from '../../providers/stp/stp-orden-notification.ts';
import { applyOrdenChange } from './orden-state-change.ts';

/** A state change is a few hundred bytes; as the deposit webhooks, far more is refused as it arrives. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * STP's state changes of the orders we sent (`POST /webhooks/stp/orden`), under the deposit
 * webhooks' rules (webhook-routes.ts): from STP_NOTIFY_FROM's addresses only (403), with our Basic
 * credentials (401), a body we can read (400); answered 200 only once the change is recorded, so
 * STP delivers again until then, and a repeated one changes nothing. An order we do not know yet
 * (its registraOrden answer is still on its way) is answered 404, to be delivered again.
 */
export async function registerStpOrdenRoute(
  app: FastifyInstance,
  deps: { db: Db; clock: BusinessClock; stp: StpSettings },
): Promise<void> {
  const sources = addressRanges(deps.stp.notifyFrom);
  const settings = {
    company: deps.stp.company,
    webhookUser: deps.stp.webhookUser,
    webhookPassword: deps.stp.webhookPassword.reveal(),
  };
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(ORDEN_NOTIFICATION_PATH, async (request, reply) => {
      if (!sources.allows(request.ip)) {
        request.log.warn({ ip: request.ip }, 'STP orden notification refused: not from STP');
        return reply.code(403).send({ error: 'forbidden' });
      }
      const read = verifyOrdenNotification(
        typeof request.body === 'string' ? request.body : '',
        request.headers,
        settings,
      );
      if (!read.ok) {
        request.log.warn({ reason: read.reason, detail: read.detail }, 'STP orden notification refused');
        const signature = read.reason === 'signature';
        return reply
          .code(signature ? 401 : 400)
          .send({ error: signature ? 'invalid credentials' : 'invalid payload' });
      }
      const outcome = await applyOrdenChange(deps, read.change);
      request.log.info(
        { folioOrigen: read.change.folioOrigen, estado: read.change.estado, outcome },
        'STP orden notification',
      );
      if (outcome === 'unknown') return reply.code(404).send({ error: 'unknown order' });
      return reply.code(200).send({ mensaje: 'recibido' });
    });
  });
}
