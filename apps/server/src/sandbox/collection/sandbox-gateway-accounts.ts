import { ngBankByCode } from '@puente/domain/data';
import type {
  AccountProvider,
  AccountProviderName,
  AccountRequest,
  ReservedAccount,
} from '../../providers/collection/gateway-provider.ts';
import { flutterwaveVirtualAccount } from './sandbox-flutterwave.ts';
import { sandboxNuban } from './sandbox-ids.ts';
import { MONNIFY_DEFAULT_BANK, monnifyReservedAccountNumber } from './sandbox-monnify.ts';

/** Paystack's dedicated NUBANs are issued by Wema Bank (`wema-bank`) unless another provider is chosen. */
const PAYSTACK_DVA_BANK = '035';

const bankName = (code: string) => ngBankByCode(code)?.name ?? code;

/**
 * Reserved accounts as each provider answers them: a 10-digit NUBAN valid for its bank, derived from
 * our reference, so asking twice (after a crash, or two requests racing) gives the same account, as
 * the real providers do for an accountReference they already know.
 */
export class SandboxAccountProvider implements AccountProvider {
  constructor(readonly name: AccountProviderName) {}

  async reserve(request: AccountRequest): Promise<ReservedAccount> {
    const holder = request.customerName.toUpperCase();
    if (this.name === 'monnify') {
      // Monnify refuses a reserved account without the customer's BVN or NIN.
      if (!/^\d{11}$/.test(request.bvn)) throw new RangeError('a Monnify reserved account needs a BVN');
      return {
        accountNumber: monnifyReservedAccountNumber(request.reference),
        bankName: bankName(MONNIFY_DEFAULT_BANK),
        accountName: `PUENTE-${holder}`,
        reference: request.reference,
      };
    }
    if (this.name === 'flutterwave') {
      const account = flutterwaveVirtualAccount({ txRef: request.reference, seed: request.reference });
      return {
        accountNumber: account.accountNumber,
        bankName: account.bankName,
        accountName: `PUENTE FLW ${holder}`,
        reference: account.txRef,
      };
    }
    return {
      accountNumber: sandboxNuban(PAYSTACK_DVA_BANK, `paystack:${request.reference}`),
      bankName: bankName(PAYSTACK_DVA_BANK),
      accountName: `PUENTE/${holder}`,
      // Paystack matches a dedicated-account transfer by the account number it was paid into.
      reference: null,
    };
  }
}
