import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { reservedAccountCalls } from './reserved-account-routes.ts';
import { ReservedAccountService } from './reserved-account-service.ts';

/** A Nigerian borrower's reserved account number, kept for them at a provider. */
export const accountsModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock, nigeria } = shared;
  parts.addCalls(
    app,
    reservedAccountCalls(new ReservedAccountService({ db, clock, accounts: nigeria.accounts })),
  );
};
