import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { consentCalls } from './consent-routes.ts';

/** Permissions the borrower grants and the device data collected under them. */
export const consentModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  parts.addCalls(app, consentCalls(shared.consent));
  parts.addTickStep('purgeDecidedDeviceData', () => shared.consent.purgeDecided());
};
