import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { agreementCalls } from './agreement-routes.ts';
import { AgreementService } from './agreement-service.ts';

/** The loan agreement: its text, and its signing with a one-time code. */
export const agreementsModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock, security } = shared;
  parts.addCalls(app, agreementCalls(new AgreementService({ db, clock, security })));
};
