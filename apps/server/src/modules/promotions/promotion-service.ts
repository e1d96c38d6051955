import {
  type AppInfo,
  type Language,
  LEAD_RETENTION_DAYS,
  type LeadAnswer,
  MARKETS,
  type MarketId,
  marketDayBounds,
  PROMOTION_CAMPAIGNS,
  type PromotionCampaign,
  type PromotionView,
  promotionView,
  requireMobile,
} from '@puente/domain';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import { lockNumber } from '../../db/number-lock.ts';
import { CODE_PRODUCTS, type ProductsInForce } from '../../products/products-in-force.ts';
import { countLeadsBetween, keepLead, numberHasAccount, purgeUnclaimedLeads } from './leads-repository.ts';

/** Registration ties the number's lead, if one was left, to the new account (decision 023). */
export { claimLead } from './leads-repository.ts';

export interface PromotionDeps {
  db: Db;
  clock: BusinessClock;
  campaigns?: Record<MarketId, PromotionCampaign>;
  /** The products in force, whose lowest rate the page shows (decision 056). */
  products?: ProductsInForce;
}

/** The promotion page `/yx3`: what it shows, and the numbers visitors leave on it (decision 023). */
export class PromotionService {
  private readonly campaigns: Record<MarketId, PromotionCampaign>;

  constructor(private readonly deps: PromotionDeps) {
    this.campaigns = deps.campaigns ?? PROMOTION_CAMPAIGNS;
  }

  /** Forgets the numbers nobody registered with within the retention the privacy policy states. */
  async purgeUnclaimed(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - LEAD_RETENTION_DAYS * 86_400_000);
    return purgeUnclaimedLeads(this.deps.db, before);
  }

  async view(market: MarketId, language: Language): Promise<PromotionView> {
    const campaign = this.campaigns[market];
    let leadsToday = 0;
    if (campaign.vacancies.kind === 'daily') {
      const { start, end } = marketDayBounds(this.deps.clock.now(), MARKETS[market].timeZone);
      leadsToday = await countLeadsBetween(this.deps.db, market, start, end);
    }
    const products = await (this.deps.products ?? CODE_PRODUCTS).inForce(market, this.deps.clock.now());
    return promotionView(market, language, leadsToday, campaign, products);
  }

  /**
   * Keeps the number for the registration that follows. A number that already has an account is
   * not kept: the visitor is told to log in instead. Under the same per-number lock as registration,
   * so a lead is never left unclaimed by a registration running at the same moment.
   */
  async leaveLead(caller: { app: AppInfo; ip: string }, input: { mobile: string }): Promise<LeadAnswer> {
    const mobile = requireMobile(caller.app.market, input.mobile);
    return this.deps.db.transaction(async (tx) => {
      await lockNumber(tx, mobile.e164);
      if (await numberHasAccount(tx, mobile.e164)) return { registered: true };
      await keepLead(tx, {
        market: caller.app.market,
        e164: mobile.e164,
        source: 'yx3',
        ip: caller.ip || null,
        at: this.deps.clock.now(),
      });
      return { registered: false };
    });
  }
}
