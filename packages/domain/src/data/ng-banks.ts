/**
 * Nigerian banks and wallets a borrower can be paid into, for the bank picker and payouts.
 *
 * - `code`: the payment provider's bank code (Paystack `GET /bank` `code`; `/bank/resolve` and
 *   transfers take it). Paystack codes are not all CBN codes (e.g. `999992` OPay, `035A` ALAT).
 * - `nip`: the NIBSS Instant Payment institution code, where a source gave one.
 * - `nuban`: the CBN code the NUBAN check digit is computed with (ids/nuban.ts), only where it is
 *   known; wallets that use phone numbers as account numbers have none.
 *
 * Sources (see SOURCES.md): [P] Paystack "List Banks" sample response (docs page, 2021 snapshot);
 * [N] NIBSS NIP institution list as exported by a provider (Anchor) in 2022; [D] domain.md §9, §13;
 * [X] community lists mirroring Paystack's current list (nigerianbanks.xyz) — check these against
 * the live `GET /bank` before relying on them. The server should refresh from the provider
 * (`/app/paystack/bank-list`); this list is the offline fallback and seed.
 * Heritage Bank (030) is left out: CBN revoked its licence in June 2024.
 */
import { isNubanValid } from '../ids/nuban.ts';

export type NgBankKind =
  | 'commercial'
  | 'merchant'
  | 'nonInterest'
  | 'microfinance'
  | 'mortgage'
  | 'wallet'
  | 'psb';

export interface NgBank {
  code: string;
  name: string;
  kind: NgBankKind;
  nip?: string;
  nuban?: string;
}

export const NG_BANKS: readonly NgBank[] = [
  // Commercial banks [P][N]
  { code: '044', name: 'Access Bank', kind: 'commercial', nip: '000014', nuban: '044' },
  { code: '063', name: 'Access Bank (Diamond)', kind: 'commercial', nip: '000005', nuban: '063' },
  { code: '023', name: 'Citibank Nigeria', kind: 'commercial', nip: '000009', nuban: '023' },
  { code: '050', name: 'Ecobank Nigeria', kind: 'commercial', nip: '000010', nuban: '050' },
  { code: '070', name: 'Fidelity Bank', kind: 'commercial', nip: '000007', nuban: '070' },
  { code: '011', name: 'First Bank of Nigeria', kind: 'commercial', nip: '000016', nuban: '011' },
  { code: '214', name: 'First City Monument Bank (FCMB)', kind: 'commercial', nip: '000003', nuban: '214' },
  { code: '00103', name: 'Globus Bank', kind: 'commercial', nip: '000027', nuban: '103' },
  { code: '058', name: 'Guaranty Trust Bank (GTBank)', kind: 'commercial', nip: '000013', nuban: '058' },
  { code: '082', name: 'Keystone Bank', kind: 'commercial', nip: '000002', nuban: '082' },
  { code: '076', name: 'Polaris Bank', kind: 'commercial', nip: '000008', nuban: '076' },
  { code: '101', name: 'Providus Bank', kind: 'commercial', nip: '000023', nuban: '101' },
  { code: '221', name: 'Stanbic IBTC Bank', kind: 'commercial', nip: '000012', nuban: '221' },
  { code: '068', name: 'Standard Chartered Bank', kind: 'commercial', nip: '000021', nuban: '068' },
  { code: '232', name: 'Sterling Bank', kind: 'commercial', nip: '000001', nuban: '232' },
  { code: '100', name: 'SunTrust Bank', kind: 'commercial', nip: '000022', nuban: '100' },
  { code: '102', name: 'Titan Trust Bank', kind: 'commercial', nip: '000025', nuban: '102' },
  { code: '032', name: 'Union Bank of Nigeria', kind: 'commercial', nip: '000018', nuban: '032' },
  { code: '033', name: 'United Bank for Africa (UBA)', kind: 'commercial', nip: '000004', nuban: '033' },
  { code: '215', name: 'Unity Bank', kind: 'commercial', nip: '000011', nuban: '215' },
  { code: '035', name: 'Wema Bank', kind: 'commercial', nip: '000017', nuban: '035' },
  { code: '057', name: 'Zenith Bank', kind: 'commercial', nip: '000015', nuban: '057' },
  { code: '526', name: 'Parallex Bank', kind: 'commercial' }, // [P] code from its microfinance days
  { code: '105', name: 'PremiumTrust Bank', kind: 'commercial' }, // [X]
  { code: '107', name: 'Optimus Bank', kind: 'commercial' }, // [X]
  // Merchant and non-interest banks [P][N]
  { code: '559', name: 'Coronation Merchant Bank', kind: 'merchant', nip: '060001' },
  { code: '501', name: 'FSDH Merchant Bank', kind: 'merchant', nip: '400001' },
  { code: '502', name: 'Rand Merchant Bank', kind: 'merchant', nip: '000024' },
  { code: '301', name: 'Jaiz Bank', kind: 'nonInterest', nip: '000006', nuban: '301' },
  { code: '302', name: 'TAJ Bank', kind: 'nonInterest', nip: '000026', nuban: '302' },
  { code: '303', name: 'Lotus Bank', kind: 'nonInterest' }, // [X]
  // Digital banks and wallets
  { code: '999992', name: 'OPay', kind: 'wallet', nip: '100004' }, // [P] "Paycom", [D]
  { code: '999991', name: 'PalmPay', kind: 'wallet', nip: '100033' }, // [P]
  { code: '50515', name: 'Moniepoint MFB', kind: 'microfinance', nip: '090405', nuban: '50515' }, // [D][X]; NIP list: "Rolez", its former name
  { code: '50211', name: 'Kuda Bank', kind: 'microfinance', nip: '090267', nuban: '50211' }, // [P]
  { code: '565', name: 'Carbon', kind: 'microfinance', nip: '100026' }, // [P] as "One Finance"
  { code: '51318', name: 'FairMoney MFB', kind: 'microfinance', nuban: '51318' }, // [X]
  { code: '566', name: 'VFD Microfinance Bank', kind: 'microfinance', nip: '090110' }, // [P]
  { code: '035A', name: 'ALAT by Wema', kind: 'wallet', nuban: '035' }, // [P] Wema accounts
  { code: '100002', name: 'Paga', kind: 'wallet', nip: '100002' }, // [X]
  { code: '50126', name: 'Eyowo', kind: 'microfinance', nip: '090328', nuban: '50126' }, // [P]
  { code: '125', name: 'Rubies MFB', kind: 'microfinance', nip: '090175' }, // [P]
  { code: '51310', name: 'Sparkle Microfinance Bank', kind: 'microfinance', nip: '090325', nuban: '51310' }, // [P]
  { code: '311', name: 'Parkway - ReadyCash', kind: 'wallet', nip: '100003' }, // [P]
  // Payment service banks [X][N]
  { code: '120001', name: '9 Payment Service Bank (9PSB)', kind: 'psb', nip: '120001' },
  { code: '120002', name: 'HopePSB', kind: 'psb', nip: '120002' },
  { code: '120003', name: 'MoMo PSB (MTN)', kind: 'psb' },
  { code: '120004', name: 'SmartCash PSB (Airtel)', kind: 'psb' },
  // Microfinance and mortgage banks [P][N]
  { code: '50931', name: 'Bowen Microfinance Bank', kind: 'microfinance', nip: '090148', nuban: '50931' },
  { code: '50823', name: 'CEMCS Microfinance Bank', kind: 'microfinance', nip: '090154', nuban: '50823' },
  { code: '562', name: 'Ekondo Microfinance Bank', kind: 'microfinance', nip: '090097' },
  { code: '51251', name: 'Hackman Microfinance Bank', kind: 'microfinance', nip: '090147', nuban: '51251' },
  { code: '50383', name: 'Hasal Microfinance Bank', kind: 'microfinance', nip: '090121', nuban: '50383' },
  { code: '51244', name: 'Ibile Microfinance Bank', kind: 'microfinance', nip: '090118', nuban: '51244' },
  { code: '50457', name: 'Infinity MFB', kind: 'microfinance', nip: '090157', nuban: '50457' },
  { code: '50563', name: 'Mayfair MFB', kind: 'microfinance', nip: '090321', nuban: '50563' },
  { code: '50746', name: 'Petra Microfinance Bank', kind: 'microfinance', nip: '090165', nuban: '50746' },
  { code: '51211', name: 'TCF MFB', kind: 'microfinance', nip: '090115', nuban: '51211' },
  { code: '801', name: 'Abbey Mortgage Bank', kind: 'mortgage', nip: '070010' },
  { code: '401', name: 'ASO Savings and Loans', kind: 'mortgage', nip: '090001' },
  { code: '90052', name: 'Lagos Building Investment Company (LBIC)', kind: 'mortgage', nip: '070012' },
];

export function ngBankByCode(code: string): NgBank | undefined {
  return NG_BANKS.find((b) => b.code === code);
}

/**
 * Banks whose NUBAN check digit accepts the account number: a suggestion aid for the picker, never
 * a refusal (one number can pass for several banks, and wallets have no NUBAN code here).
 */
export function ngBanksMatchingNuban(account: string): NgBank[] {
  return NG_BANKS.filter((b) => b.nuban !== undefined && isNubanValid(b.nuban, account));
}
