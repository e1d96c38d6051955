import { type Language, MARKETS, type MarketId, PARTNER_OFFERS, REPAY_COLORS } from '@puente/domain';
import { supportHoursText } from '@puente/domain/content';
import { marketContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../protocol/call.ts';
import type { LoanService } from '../loans/loan-service.ts';

const offersFor = (market: MarketId, lang: Language) =>
  PARTNER_OFFERS[market].map((o) => ({ ...o, rate: o.rate[lang] }));

/** Other lenders recommended after a rejection (spec's loan market), and where to reach a person. */
export function marketCalls(loans: LoanService, support: { email: string; phone: string }): CallDefinition[] {
  return [
    bindCall(contracts.isRejectRecommendation, async (c) => {
      const home = await loans.home(sessionUser(c), c.lang);
      const show = home.homeStatus === 'rejected';
      return { data: { show, retryAt: home.retryAt, offers: show ? offersFor(c.app.market, c.lang) : [] } };
    }),
    bindCall(contracts.index, async (c) => ({ data: { offers: offersFor(c.app.market, c.lang) } })),
    bindCall(contracts.lendingRecord, async () => ({ data: { records: [] } })),
    bindCall(contracts.repayColor, async () => ({ data: { colors: { ...REPAY_COLORS } } })),
    bindCall(contracts.customerService, async (c) => ({
      data: {
        ...support,
        hours: supportHoursText(c.app.market, c.lang),
        timeZone: MARKETS[c.app.market].timeZone,
      },
    })),
    bindCall(contracts.repayProducts, async () => ({ data: { products: [] } })),
  ];
}
