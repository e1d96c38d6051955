import { ngBankByCode } from '@puente/domain/data';
import {
  type AccountProvider,
  type AccountRequest,
  GatewayUnavailableError,
  type ReservedAccount,
} from '../collection/gateway-provider.ts';
import { MonnifyUnavailableError } from './monnify-connection.ts';
import { type MonnifyHttp, succeeded } from './monnify-http.ts';

/** Moniepoint MFB, Monnify's default bank for reserved accounts in its current documentation. */
export const MONNIFY_DEFAULT_BANK = '50515';

const RESERVED_PATH = '/api/v2/bank-transfer/reserved-accounts';

/** `responseBody` of a reserved account (create and get alike), the fields we read. */
export interface MonnifyReservedBody {
  accountReference: string;
  accountName: string;
  status?: string;
  accounts: { bankCode: string; bankName: string; accountNumber: string; accountName: string }[];
}

/**
 * Monnify reserved accounts, v2 (reference/domain.md §13): one account per borrower, at our
 * `accountReference`, at one preferred bank (so the borrower is shown one number), linked to the
 * holder's BVN as Monnify requires. An account Monnify already reserved for the reference (a crash
 * after it answered, two requests racing) is read back, not an error: the same account every time.
 */
export class MonnifyAccounts implements AccountProvider {
  readonly name = 'monnify' as const;

  constructor(
    private readonly http: MonnifyHttp,
    private readonly preferredBank: string = MONNIFY_DEFAULT_BANK,
  ) {}

  async reserve(request: AccountRequest): Promise<ReservedAccount> {
    try {
      const created = await this.http.call<MonnifyReservedBody>('POST', RESERVED_PATH, {
        accountReference: request.reference,
        accountName: request.customerName,
        currencyCode: 'NGN',
        contractCode: this.http.connection.contractCode,
        customerEmail: request.email,
        customerName: request.customerName,
        bvn: request.bvn,
        getAllAvailableBanks: false,
        preferredBanks: [this.preferredBank],
      });
      const body = succeeded(created) ?? (await this.existing(request.reference));
      if (!body)
        throw new GatewayUnavailableError(
          `Monnify did not reserve an account: ${created.envelope.responseCode} ${created.envelope.responseMessage}`,
        );
      return this.read(body);
    } catch (error) {
      if (error instanceof MonnifyUnavailableError) throw new GatewayUnavailableError(error.message);
      throw error;
    }
  }

  /** The account Monnify keeps for a reference, or undefined when it keeps none. */
  private async existing(reference: string): Promise<MonnifyReservedBody | undefined> {
    return succeeded(
      await this.http.call<MonnifyReservedBody>('GET', `${RESERVED_PATH}/${encodeURIComponent(reference)}`),
    );
  }

  private read(body: MonnifyReservedBody): ReservedAccount {
    const account = body.accounts.find((a) => a.bankCode === this.preferredBank) ?? body.accounts[0];
    if (!account) throw new GatewayUnavailableError('Monnify reserved an account at no bank');
    return {
      accountNumber: account.accountNumber,
      // Our bank list's name for the code, as every other screen names the bank.
      bankName: ngBankByCode(account.bankCode)?.name ?? account.bankName,
      accountName: account.accountName,
      reference: body.accountReference,
    };
  }
}
