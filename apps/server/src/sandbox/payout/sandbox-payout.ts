import { createHash } from 'node:crypto';
import {
  type PayoutProvider,
  PayoutUnavailableError,
  type TransferRequest,
  type TransferState,
} from '../../providers/payout/payout-provider.ts';
import type { SandboxTransfers } from './sandbox-transfers.ts';

const FIRST = [
  'ADAEZE',
  'CHIOMA',
  'EMEKA',
  'FUNMI',
  'IBRAHIM',
  'KEMI',
  'NGOZI',
  'OLUWASEUN',
  'TUNDE',
  'YAKUBU',
];
const LAST = [
  'ADEYEMI',
  'BELLO',
  'EZE',
  'IBRAHIM',
  'NWOSU',
  'OKAFOR',
  'OKONKWO',
  'OLADIPO',
  'USMAN',
  'YUSUF',
];

/** The made-up person the sandbox bank says holds an account nobody registered with `hold()`. */
export function madeUpHolder(bankCode: string, accountNumber: string): string {
  const digest = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
  return `${FIRST[(digest[0] ?? 0) % FIRST.length]} ${LAST[(digest[1] ?? 0) % LAST.length]}`;
}

/**
 * Behaves like a bank's name enquiry (NIBSS NIP through Paystack/Flutterwave): it takes a moment,
 * answers the name on the account, and fails the way banks do. Sandbox rules for testers:
 * an account ending in 0000 does not exist, one ending in 9999 finds the bank unreachable, and an
 * account registered with `hold()` (sandbox-only `/dev` tools, tests) answers its holder's name;
 * any other account belongs to a made-up person derived from its number. Transfers follow the same
 * rules (9999: unreachable, 0000: refused) and settle as sandbox-transfers.ts says.
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox';
  private readonly holders = new Map<string, string>();

  constructor(
    private readonly delayMs: number,
    private readonly transfers: SandboxTransfers,
  ) {}

  hold(bankCode: string, accountNumber: string, name: string): void {
    this.holders.set(`${bankCode}:${accountNumber}`, name.toUpperCase());
  }

  async nameEnquiry(bankCode: string, accountNumber: string): Promise<string | null> {
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (accountNumber.endsWith('9999')) throw new PayoutUnavailableError('sandbox bank unreachable');
    if (accountNumber.endsWith('0000')) return null;
    const held = this.holders.get(`${bankCode}:${accountNumber}`);
    if (held) return held;
    return madeUpHolder(bankCode, accountNumber);
  }

  async disburse(transfer: TransferRequest): Promise<{ providerRef: string; status: 'pending' }> {
    if (transfer.accountNumber.endsWith('9999')) throw new PayoutUnavailableError('sandbox bank unreachable');
    return this.transfers.send(transfer);
  }

  async status(providerRef: string): Promise<TransferState> {
    return this.transfers.status(providerRef);
  }
}
