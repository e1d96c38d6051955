import type { AccountProvider, AccountRequest, ReservedAccount } from '../collection/gateway-provider.ts';
import { GatewayUnavailableError } from '../collection/gateway-provider.ts';
import {
  type FlutterwaveConnection,
  flutterwaveMessage,
  flutterwaveRequest,
  successData,
} from './flutterwave-http.ts';

/**
 * Flutterwave's static (permanent) virtual account numbers, `POST /v3/virtual-account-numbers`: a
 * NUBAN of the borrower's own, linked to the BVN (Flutterwave requires one for a permanent account),
 * created with our tx_ref, which every `charge.completed` for a transfer into it carries back.
 */
export class FlutterwaveAccounts implements AccountProvider {
  readonly name = 'flutterwave' as const;

  constructor(private readonly connection: FlutterwaveConnection) {}

  async reserve(request: AccountRequest): Promise<ReservedAccount> {
    if (!/^\d{11}$/.test(request.bvn))
      throw new RangeError('a permanent Flutterwave virtual account needs a BVN');
    const [firstname, ...rest] = request.customerName.trim().split(/\s+/);
    const answer = await flutterwaveRequest(this.connection, 'POST', '/v3/virtual-account-numbers', {
      email: request.email,
      is_permanent: true,
      bvn: request.bvn,
      tx_ref: request.reference,
      phonenumber: request.phone,
      firstname: firstname ?? request.customerName,
      lastname: rest.join(' ') || firstname || request.customerName,
      narration: `PUENTE ${request.customerName}`.slice(0, 60),
    });
    if (answer.status === undefined) throw new GatewayUnavailableError(`Flutterwave: ${answer.detail}`);
    const data = successData(answer.json);
    const accountNumber = data?.account_number;
    if (typeof accountNumber !== 'string' || !/^\d{10}$/.test(accountNumber))
      throw new GatewayUnavailableError(
        `Flutterwave refused the virtual account (HTTP ${answer.status}): ${flutterwaveMessage(answer.json)}`,
      );
    const bankName = typeof data?.bank_name === 'string' ? data.bank_name : 'Wema Bank';
    // Flutterwave's answer names no holder: the paying bank shows the narration we gave.
    return {
      accountNumber,
      bankName,
      accountName: `PUENTE FLW ${request.customerName.toUpperCase()}`,
      reference: request.reference,
    };
  }
}
