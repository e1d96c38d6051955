import { createHash } from 'node:crypto';

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

/** The made-up person the sandbox's banks say holds an account nobody named with /dev/bank/holder. */
export function madeUpHolder(bankCode: string, accountNumber: string): string {
  const digest = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
  return `${FIRST[(digest[0] ?? 0) % FIRST.length]} ${LAST[(digest[1] ?? 0) % LAST.length]}`;
}

/** A number in [0, 1) derived from a reference: the sandbox's dice, the same every time. */
function dice(reference: string, salt: string): number {
  return createHash('sha256').update(`${salt}:${reference}`).digest().readUInt32BE(0) / 2 ** 32;
}

const MINUTE_MS = 60_000;
/** A reversing account's bank sends the money back this long after it arrived. */
export const REVERSED_AFTER_MS = 60 * MINUTE_MS;

/**
 * The tester's switches, by the account number's last four digits:
 * - 0000: the account does not exist (resolve and transferrecipient refuse it);
 * - 9999: the receiving bank cannot be reached (Paystack answers 502: try again later);
 * - 8888: the transfer succeeds, and an hour later the bank reverses it (transfer.reversed).
 * Any other transfer settles 10 to 60 minutes after it is queued, and a SANDBOX_PAYOUT_FAILURE_RATE
 * share of references fail (the receiving bank declines them): both from the reference, so a test
 * can predict them (paystackTransferFate).
 */
export function paystackAccountRule(
  accountNumber: string,
): 'missing' | 'unreachable' | 'reverses' | 'normal' {
  const ending = accountNumber.slice(-4);
  if (ending === '0000') return 'missing';
  if (ending === '9999') return 'unreachable';
  if (ending === '8888') return 'reverses';
  return 'normal';
}

export function paystackTransferFate(reference: string, failureRate: number) {
  return {
    settleMs: (10 + Math.floor(dice(reference, 'delay') * 51)) * MINUTE_MS,
    fails: dice(reference, 'fail') < failureRate,
  };
}
