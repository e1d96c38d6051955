import { type Language, MARKETS, type MarketId, REPAY_COLORS } from '@puente/domain';
import { supportHoursText } from '@puente/domain/content';
import { marketContracts as contracts } from '@puente/domain/contract';
import { bindCall, type CallDefinition, sessionUser } from '../../protocol/call.ts';
import type { PartnerOfferSetting } from '../../settings/partner-offers.ts';
import type { LoanService } from '../loans/loan-service.ts';

/**
 * Other lenders recommended after a rejection (spec's loan market), and where to reach a person.
 * The partners are the configured ones (PARTNER_OFFERS): none configured, none recommended.
 */
export function marketCalls(
  loans: LoanService,
  support: { email: string; phone: string },
  partners: readonly PartnerOfferSetting[],
): CallDefinition[] {
  const offersFor = (market: MarketId, lang: Language) =>
    partners
      .filter((o) => o.market === market)
      .map(({ id, name, url, amount, rate }) => ({ id, name, url, amount: { ...amount }, rate: rate[lang] }));
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
