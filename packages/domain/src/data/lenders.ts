/**
 * Lenders the credit-history questionnaire asks about (questions 4 and 5, spec §3: "about 21
 * lenders plus none"). Well-known, lawful digital lenders and banks' app loans of each market, as
 * of 2025; the choice is ours (the spec names none) and is meant to be revised as the market moves.
 * Apps regulators flagged (CONDUSEF alerts, FCCPC/NITDA sanctions) are deliberately absent.
 * Values travel over the wire: add new lenders at the end, never rename a value.
 */
import type { MarketId } from '../markets/markets.ts';

export interface Lender {
  value: string;
  name: string;
}

export const LENDERS: Record<MarketId, readonly Lender[]> = {
  MX: [
    { value: 'kueski', name: 'Kueski' },
    { value: 'baubap', name: 'Baubap' },
    { value: 'tala', name: 'Tala' },
    { value: 'didiPrestamos', name: 'DiDi Préstamos' },
    { value: 'mercadoPago', name: 'Mercado Pago' },
    { value: 'nu', name: 'Nu México' },
    { value: 'stori', name: 'Stori' },
    { value: 'klar', name: 'Klar' },
    { value: 'moneyman', name: 'Moneyman' },
    { value: 'credilikeme', name: 'Credilikeme' },
    { value: 'vivus', name: 'Vivus' },
    { value: 'creditea', name: 'Creditea' },
    { value: 'provident', name: 'Provident' },
    { value: 'yotepresto', name: 'Yotepresto' },
    { value: 'kubo', name: 'Kubo Financiero' },
    { value: 'prestadero', name: 'Prestadero' },
    { value: 'bancoAzteca', name: 'Banco Azteca' },
    { value: 'bancoppel', name: 'BanCoppel' },
    { value: 'compartamos', name: 'Compartamos Banco' },
    { value: 'uala', name: 'Ualá' },
    { value: 'heyBanco', name: 'Hey Banco' },
  ],
  NG: [
    { value: 'carbon', name: 'Carbon' },
    { value: 'fairmoney', name: 'FairMoney' },
    { value: 'branch', name: 'Branch' },
    { value: 'palmcredit', name: 'Palmcredit' },
    { value: 'renmoney', name: 'Renmoney' },
    { value: 'aella', name: 'Aella' },
    { value: 'quickcheck', name: 'QuickCheck' },
    { value: 'kuda', name: 'Kuda' },
    { value: 'opay', name: 'OPay' },
    { value: 'palmpay', name: 'PalmPay' },
    { value: 'moniepoint', name: 'Moniepoint' },
    { value: 'specta', name: 'Specta (Sterling)' },
    { value: 'migo', name: 'Migo' },
    { value: 'pageFinancials', name: 'Page Financials' },
    { value: 'creditDirect', name: 'Credit Direct' },
    { value: 'lendigo', name: 'Lendigo' },
    { value: 'zedvance', name: 'Zedvance' },
    { value: 'gtbankQuickCredit', name: 'GTBank QuickCredit' },
    { value: 'accessQuickBucks', name: 'Access Bank QuickBucks' },
    { value: 'firstBankFirstAdvance', name: 'FirstBank FirstAdvance' },
    { value: 'ubaClickCredit', name: 'UBA Click Credit' },
  ],
};
