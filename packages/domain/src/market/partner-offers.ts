import type { Localized } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';

/**
 * Other lenders recommended to a rejected borrower (/app/isRejectRecommendation, /loanMarket/index).
 * Illustrative placeholders until partnerships are signed (see data/SOURCES.md): the figures are
 * ranges each partner would publish, never a promise of ours.
 */
export interface PartnerOffer {
  id: string;
  name: string;
  amount: { min: number; max: number };
  rate: Localized;
  url: string;
}

export const PARTNER_OFFERS: Record<MarketId, readonly PartnerOffer[]> = {
  MX: [
    {
      id: 'mx-partner-credito-amigo',
      name: 'Crédito Amigo (example partner)',
      amount: { min: 500, max: 20_000 },
      rate: { en: 'CAT from 95 % without VAT', es: 'CAT desde 95 % sin IVA' },
      url: 'https://example.com/partners/credito-amigo',
    },
    {
      id: 'mx-partner-caja-popular',
      name: 'Caja Popular (example partner)',
      amount: { min: 1_000, max: 30_000 },
      rate: { en: 'CAT from 60 % without VAT', es: 'CAT desde 60 % sin IVA' },
      url: 'https://example.com/partners/caja-popular',
    },
  ],
  NG: [
    {
      id: 'ng-partner-cooperative',
      name: 'Workers Cooperative (example partner)',
      amount: { min: 20_000, max: 300_000 },
      rate: { en: 'APR from 60 %', es: 'TAE desde 60 %' },
      url: 'https://example.com/partners/workers-cooperative',
    },
    {
      id: 'ng-partner-mfb',
      name: 'Community Microfinance Bank (example partner)',
      amount: { min: 50_000, max: 500_000 },
      rate: { en: 'APR from 45 %', es: 'TAE desde 45 %' },
      url: 'https://example.com/partners/community-mfb',
    },
  ],
};

/** The colours of repayment states in the loan market list (/loanMarket/repay-color). */
export const REPAY_COLORS = { onTime: '#1f9d55', dueSoon: '#d97706', overdue: '#dc2626' } as const;
