import { DomainError, toMajor } from '@puente/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { GatewayName } from '../../../providers/collection/gateway-provider.ts';
import type { ModuleOptions } from '../../../server/server-parts.ts';
import { portalCalls } from './portal-routes.ts';
import { PortalService } from './portal-service.ts';

/** Payment links: anyone holding one pays the loan without logging in. */
export const portalModule: FastifyPluginAsync<ModuleOptions> = async (app, { shared, parts }) => {
  const { db, clock, repayment, cashier, profiles } = shared;
  const [gateway] = Object.keys(shared.nigeria.gateways) as GatewayName[];
  const portal = new PortalService({
    db,
    clock,
    repayment,
    // A payer from a link checks out at the first gateway offered (NG_CHECKOUT_GATEWAYS) and comes
    // back to the link, not to a login.
    cashier: {
      checkout: (owner, orderNo, amountMinor, lang, returnUrl) => {
        if (!gateway) throw new DomainError('noPaymentMethod');
        return cashier.checkout(owner, gateway, { orderNo, amount: toMajor(amountMinor), returnUrl }, lang);
      },
    },
    profiles,
    origin: shared.portalOrigin,
    oxxoReflected: shared.oxxo?.reflected,
    speiOffered: shared.speiOffered,
    nigerianChannels: shared.nigerianChannels,
  });
  parts.addCalls(app, portalCalls(portal));
};
