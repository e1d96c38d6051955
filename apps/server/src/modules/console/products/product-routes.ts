import { MARKETS, type MarketId } from '@puente/domain';
import { z } from 'zod';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import type { ProposalService } from '../../staff/proposals/proposal-service.ts';
import { staffRoute } from '../../staff/staff-route.ts';
import type { ProductCatalogue } from './product-catalogue.ts';
import { productChangePayload } from './product-change-kind.ts';
import { versionsOf } from './product-version-repository.ts';
import { versionView } from './product-views.ts';

const market = z.enum(Object.keys(MARKETS) as [MarketId, ...MarketId[]]);
const id = z.object({ id: z.uuid() });
const decision = z.object({ note: z.string().trim().max(500).optional() }).strict();

export interface ProductRouteDeps {
  db: Db;
  clock: BusinessClock;
  catalogue: ProductCatalogue;
  proposals: ProposalService;
}

/** A market's products and their versions, and maker-checker for changing them (decision 056). */
export function productRoutes({ db, clock, catalogue, proposals }: ProductRouteDeps) {
  return [
    staffRoute({
      method: 'GET',
      url: '/products',
      access: 'products.propose',
      summary: "A market's products: the version in force now and the versions approved to follow it",
      query: z.object({ market }),
      handler: async ({ query }) => {
        const now = clock.now();
        const products = await catalogue.overview(query.market, now);
        return {
          market: query.market,
          asOf: now.toISOString(),
          items: products.map(({ current, upcoming }) => ({
            productId: current.productId,
            current: versionView(current),
            upcoming: upcoming.map(versionView),
          })),
        };
      },
    }),
    staffRoute({
      method: 'GET',
      url: '/products/:market/:productId/versions',
      access: 'products.propose',
      summary: 'Every version of one product, newest first',
      params: z.object({ market, productId: z.string().min(1).max(40) }),
      handler: async ({ params }) => {
        await catalogue.versions(); // the code's products are in the table before the first read
        const rows = await versionsOf(db, params.market, params.productId);
        return { items: rows.map(versionView) };
      },
    }),
    staffRoute({
      method: 'GET',
      url: '/products/proposals',
      access: 'products.propose',
      summary: 'Proposed product changes, newest first',
      query: z.object({ status: z.enum(['proposed', 'approved', 'rejected']).optional() }),
      handler: async ({ query }) => ({
        items: await proposals.list({ family: 'products', status: query.status }),
      }),
    }),
    staffRoute({
      method: 'POST',
      url: '/products/proposals',
      access: 'products.propose',
      summary: 'Propose a new version of a product, in force from a stated instant',
      body: productChangePayload.extend({ note: z.string().trim().max(500).optional() }),
      handler: async ({ caller, body }) => {
        const { note, ...payload } = body;
        return proposals.propose(caller, 'products', { kind: 'product.change', payload, note });
      },
    }),
    staffRoute({
      method: 'POST',
      url: '/products/proposals/:id/approve',
      access: 'products.approve',
      summary: "Approve another member's product change; the version is written at once",
      params: id,
      body: decision,
      handler: async ({ caller, params, body }) => {
        const decided = await proposals.approve(caller, params.id, 'products', body.note);
        // Dropped again after the commit: a read between the write and the commit may have reloaded.
        catalogue.invalidate();
        return decided;
      },
    }),
    staffRoute({
      method: 'POST',
      url: '/products/proposals/:id/reject',
      access: 'products.approve',
      summary: "Refuse another member's product change",
      params: id,
      body: decision,
      handler: async ({ caller, params, body }) => proposals.reject(caller, params.id, 'products', body.note),
    }),
  ];
}
