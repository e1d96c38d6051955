import { z } from 'zod';
import { staffRoute } from '../staff-route.ts';
import type { ProposalService } from './proposal-service.ts';

const id = z.object({ id: z.uuid() });
const decision = z.object({ note: z.string().trim().max(500).optional() }).strict();

/** Maker-checker for money: propose, list, approve, reject. Product changes have their own routes. */
export function moneyProposalRoutes(proposals: ProposalService) {
  return [
    staffRoute({
      method: 'GET',
      url: '/proposals',
      access: 'money.propose',
      summary: 'Proposals that move or forgive money, newest first',
      query: z.object({ status: z.enum(['proposed', 'approved', 'rejected']).optional() }),
      handler: async ({ query }) => ({
        items: await proposals.list({ family: 'money', status: query.status }),
      }),
    }),
    staffRoute({
      method: 'POST',
      url: '/proposals',
      access: 'money.propose',
      summary: 'Propose a refund, waiver, write-off, manual credit or payout to a changed account',
      body: z
        .object({
          kind: z.string().min(1).max(60),
          payload: z.record(z.string(), z.unknown()),
          note: z.string().trim().max(500).optional(),
        })
        .strict(),
      handler: async ({ caller, body }) => proposals.propose(caller, 'money', body),
    }),
    staffRoute({
      method: 'POST',
      url: '/proposals/:id/approve',
      access: 'money.approve',
      summary: "Approve another member's money proposal; it is carried out at once",
      params: id,
      body: decision,
      handler: async ({ caller, params, body }) => proposals.approve(caller, params.id, 'money', body.note),
    }),
    staffRoute({
      method: 'POST',
      url: '/proposals/:id/reject',
      access: 'money.approve',
      summary: "Refuse another member's money proposal",
      params: id,
      body: decision,
      handler: async ({ caller, params, body }) => proposals.reject(caller, params.id, 'money', body.note),
    }),
  ];
}
