import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../server/server-parts.ts';
import { accountsModule } from './accounts/accounts-module.ts';
import { cashierModule } from './cashier/cashier-module.ts';
import { creditModule } from './credit/credit-module.ts';
import { creditingModule } from './crediting/crediting-module.ts';
import { extensionsModule } from './extensions/extensions-module.ts';
import { portalModule } from './portal/portal-module.ts';
import { repaymentCalls } from './repayment-routes.ts';
import { vouchersModule } from './vouchers/vouchers-module.ts';

/**
 * Repaying a loan: what is owed and how to pay it (here), then each way to pay as its own sub-area,
 * and the providers' webhooks that credit what was paid.
 */
export const repaymentModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  options.parts.addCalls(app, repaymentCalls(options.shared.repayment));
  await app.register(cashierModule, options);
  await app.register(accountsModule, options);
  await app.register(vouchersModule, options);
  await app.register(portalModule, options);
  await app.register(extensionsModule, options);
  await app.register(creditingModule, options);
  await app.register(creditModule, options);
};
