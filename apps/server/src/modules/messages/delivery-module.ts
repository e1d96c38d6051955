import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { deliverMessages } from './delivery/deliver-job.ts';
import { messageChannels } from './delivery/message-channel.ts';
import { sendReminders } from './delivery/reminder-job.ts';

/**
 * Messages leaving the service (decision 061): no calls, two tick steps. `sendReminders` writes each
 * market's reminders and overdue notices once per business date; `deliverMessages` sends every
 * delivery whose time has come by SMS (or WhatsApp), within the contact rules of decision 060.
 */
export const deliveryModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock, messaging } = shared;
  const channels = messageChannels(messaging.texts, messaging.whatsappOffered);
  parts.addTickStep('sendReminders', () =>
    sendReminders({ db, clock, whatsappOffered: messaging.whatsappOffered }),
  );
  parts.addTickStep('deliverMessages', () =>
    deliverMessages({
      db,
      clock,
      channels,
      log: (entry) => app.log.info({ messageDelivery: entry }, 'message delivery'),
    }),
  );
};
