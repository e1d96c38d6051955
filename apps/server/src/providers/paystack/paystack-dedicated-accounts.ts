import {
  type AccountProvider,
  type AccountRequest,
  GatewayUnavailableError,
  type ReservedAccount,
} from '../collection/gateway-provider.ts';
import type { PaystackConnection } from './paystack-connection.ts';
import { type PaystackAnswer, paystackRequest } from './paystack-http.ts';

/** Paystack's live dedicated NUBANs come from Wema Bank unless the business asks for another. */
const PREFERRED_BANK = 'wema-bank';

/**
 * The Paystack customer's e-mail for a borrower: Paystack keeps one customer per e-mail, and a
 * dedicated account per customer, so two borrowers must never share one (many have no e-mail and
 * would all pay as the lender's own address). Plus-addressing of the lender's collection mailbox,
 * with our reference, is one customer per borrower, found again by the same address.
 */
export function paystackCustomerEmail(reference: string): string {
  return `pagos+${reference.toLowerCase()}@puente.example`;
}

interface DedicatedData {
  account_number?: unknown;
  account_name?: unknown;
  bank?: { name?: unknown };
}

/**
 * Paystack's dedicated virtual accounts (decision 047): the borrower's customer (`GET /customer/:email`,
 * else `POST /customer`), then `POST /dedicated_account`. A customer who already holds one gets that
 * one back, never a second (after a crash between Paystack's answer and our record, or two requests
 * racing). A transfer into it is announced as `charge.success` on `dedicated_nuban` and matched by
 * the account number (paystack-webhook.ts), so the account carries no reference of ours.
 */
export class PaystackDedicatedAccounts implements AccountProvider {
  readonly name = 'paystack' as const;

  constructor(private readonly paystack: PaystackConnection) {}

  async reserve(request: AccountRequest): Promise<ReservedAccount> {
    const email = paystackCustomerEmail(request.reference);
    const held = await this.heldBy(email);
    if (held.account) return held.account;
    let code = held.customerCode;
    if (!code) {
      const [firstName, ...rest] = request.customerName.trim().split(/\s+/);
      const created = expect(
        await paystackRequest(this.paystack, 'POST', '/customer', {
          email,
          first_name: firstName || request.customerName,
          last_name: rest.join(' ') || firstName || request.customerName,
          phone: request.phone,
        }),
        'POST /customer',
      );
      code = String((created as { customer_code?: unknown }).customer_code ?? '');
      if (!code.startsWith('CUS_')) throw new GatewayUnavailableError('Paystack named no customer code');
    }
    const answer = await paystackRequest(this.paystack, 'POST', '/dedicated_account', {
      customer: code,
      preferred_bank: PREFERRED_BANK,
    });
    if (answer.kind === 'answer' && !answer.body.status && answer.http === 400) {
      // Refused as already holding one (a request racing this one made it): that one is the borrower's.
      const again = await this.heldBy(email);
      if (again.account) return again.account;
    }
    const account = accountOf(expect(answer, 'POST /dedicated_account') as DedicatedData);
    if (!account) throw new GatewayUnavailableError('Paystack answered no dedicated account number');
    return account;
  }

  /** The customer Paystack has for this e-mail, and the dedicated account it holds, if any. */
  private async heldBy(email: string): Promise<{ customerCode?: string; account?: ReservedAccount }> {
    const answer = await paystackRequest(this.paystack, 'GET', `/customer/${encodeURIComponent(email)}`);
    if (answer.kind === 'answer' && answer.http === 404) return {};
    const data = expect(answer, 'GET /customer') as {
      customer_code?: unknown;
      dedicated_account?: DedicatedData | null;
    };
    const account = data.dedicated_account ? accountOf(data.dedicated_account) : undefined;
    return {
      ...(typeof data.customer_code === 'string' ? { customerCode: data.customer_code } : {}),
      ...(account ? { account } : {}),
    };
  }
}

/** Paystack's `data` on success; anything else is Paystack not doing it now (nothing to rely on). */
function expect(answer: PaystackAnswer, what: string): Record<string, unknown> {
  if (answer.kind === 'unreachable') throw new GatewayUnavailableError(answer.detail);
  if (!answer.body.status || !answer.body.data || typeof answer.body.data !== 'object')
    throw new GatewayUnavailableError(`Paystack ${what}: HTTP ${answer.http} ${answer.body.message}`);
  return answer.body.data as Record<string, unknown>;
}

function accountOf(data: DedicatedData): ReservedAccount | undefined {
  const number = data.account_number;
  if (typeof number !== 'string' || !/^\d{10}$/.test(number)) return undefined;
  return {
    accountNumber: number,
    bankName: typeof data.bank?.name === 'string' ? data.bank.name : 'Wema Bank',
    accountName: typeof data.account_name === 'string' ? data.account_name : '',
    // Paystack matches a transfer into it by the account number it was paid into.
    reference: null,
  };
}
