import {
  daysBetween,
  type Language,
  type LedgerLineView,
  type LoanQuote,
  MARKETS,
  type MarketId,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  type OrderStatusName,
  type OrderView,
  paymentLineText,
  paymentReferenceShown,
  quoteView,
  type SchedulePhaseView,
  termsOf,
  toMajor,
  toMinor,
} from '@puente/domain';
import { type CreditMove, creditMoveOf } from './credit-refs.ts';
import type { Balances, LedgerRow, PaymentSource } from './ledger-repository.ts';
import type { OrderRow, PhaseRow } from './order-repository.ts';

const STATUS_NAMES = new Map<number, OrderStatusName>(
  ORDER_STATUS_NAMES.map((name) => [ORDER_STATUS[name], name]),
);

function statusName(status: number): OrderStatusName {
  const name = STATUS_NAMES.get(status);
  if (!name) throw new Error(`order status ${status} has no name in ORDER_STATUS`);
  return name;
}

const LINE_TEXT: Record<string, Record<Language, string>> = {
  payout: { en: 'Money sent to your account', es: 'Dinero enviado a tu cuenta' },
  principal: { en: 'Amount lent', es: 'Monto prestado' },
  fee: { en: 'Processing fee', es: 'Comisión por apertura' },
  tax: { en: 'Tax on the fee', es: 'Impuesto sobre la comisión' },
  interest: { en: 'Interest', es: 'Interés' },
  interestTax: { en: 'Tax on the interest', es: 'Impuesto sobre los intereses' },
  penalty: { en: 'Late penalty', es: 'Penalización por atraso' },
  rolloverFee: { en: 'Extension fee', es: 'Comisión por prórroga' },
  rolloverTax: { en: 'Tax on the extension fee', es: 'Impuesto sobre la comisión por prórroga' },
  repayment: { en: 'Payment received', es: 'Pago recibido' },
  coupon: { en: 'Coupon', es: 'Cupón' },
  overpayment: { en: 'Paid beyond the debt, held for you', es: 'Pagado de más, a tu favor' },
  early: { en: 'Interest taken off for paying early', es: 'Intereses descontados por pagar antes' },
  earlyWithTax: {
    en: 'Interest and its tax taken off for paying early',
    es: 'Intereses y su impuesto descontados por pagar antes',
  },
  payoutReturned: { en: 'Money sent back by your bank', es: 'Dinero devuelto por tu banco' },
  loanUndone: {
    en: 'Loan not started: everything charged is cancelled',
    es: 'Préstamo no iniciado: se cancela todo lo cobrado',
  },
};

/** The ref head of the entries that undo a loan's start whose money came back (decision 046). */
const UNDONE_REF = /^returned@\d+/;

/** Lines that move held credit (decision 032), told apart by their ref. */
const CREDIT_LINE_TEXT: Record<CreditMove, Record<Language, string>> = {
  returned: {
    en: 'Credit sent back to your bank account',
    es: 'Saldo a favor devuelto a tu cuenta bancaria',
  },
  returnFailed: {
    en: 'Credit held for you again: the bank did not take the transfer',
    es: 'Saldo a favor retenido de nuevo: el banco no aceptó la transferencia',
  },
  applied: { en: 'Paid with your credit', es: 'Pagado con tu saldo a favor' },
};
/** What an early repayment takes off a phase: its interest, that interest's tax, a coupon given back. */
const EARLY_KINDS = ['interest', 'interestTax', 'coupon'];

export interface OrderParts {
  order: OrderRow;
  phases: PhaseRow[];
  ledger: LedgerRow[];
  balance: Balances;
  payments: readonly PaymentSource[];
  /** Today's business date in the market's time zone. */
  today: string;
  language: Language;
}

/**
 * The schedule by phase with what has been paid against it: each phase asks for its total less what
 * a coupon took off it, and money paid settles the earliest phase first; penalties are owed beside
 * the schedule.
 */
function schedule(
  phases: { phase: number; dueDate: string; total: number }[],
  couponOf: (phase: number) => number,
  paid: number,
  today: string,
) {
  let left = paid;
  return phases.map((p): SchedulePhaseView => {
    const amount = p.total - couponOf(p.phase);
    const covered = Math.min(left, amount);
    left -= covered;
    const status =
      covered >= amount ? 'paid' : p.dueDate < today ? 'overdue' : p.dueDate === today ? 'due' : 'upcoming';
    return { phase: p.phase, dueDate: p.dueDate, amount: toMajor(amount), paid: toMajor(covered), status };
  });
}

/**
 * The statement as the borrower reads it: one line per payment, with its channel and reference,
 * however many charges it settled (its parts share the payment's id as their ref's head), and what
 * it brought beyond the debt on a line of its own; the interest an early payment took off, with its
 * tax and net of any coupon it shrank, on one line; every
 * other entry as it is.
 */
function statementLines(
  ledger: readonly LedgerRow[],
  payments: readonly PaymentSource[],
  language: Language,
): LedgerLineView[] {
  const lines: LedgerLineView[] = [];
  const grouped = new Map<string, LedgerLineView>();
  for (const row of ledger) {
    const moneyMoved = row.kind === 'repayment' || row.kind === 'overpayment';
    const move = moneyMoved ? creditMoveOf(row.ref) : undefined;
    // A start undone: the money the bank sent back on one line, every charge cancelled on another.
    const undone = UNDONE_REF.exec(row.ref)?.[0];
    if (undone) {
      const key = row.kind === 'payout' ? `${undone}:payout` : `${undone}:charges`;
      const seen = grouped.get(key);
      if (seen) {
        seen.amount = toMajor(toMinor(seen.amount) + row.amount);
        continue;
      }
      const text = row.kind === 'payout' ? LINE_TEXT.payoutReturned : LINE_TEXT.loanUndone;
      const line: LedgerLineView = {
        at: row.at.toISOString(),
        businessDate: row.businessDate,
        kind: row.kind === 'payout' ? 'payoutReturned' : 'loanUndone',
        amount: toMajor(row.amount),
        description: text?.[language] ?? row.kind,
      };
      grouped.set(key, line);
      lines.push(line);
      continue;
    }
    // What a payment brought beyond the debt is said on a line of its own: held for the borrower.
    const group = move
      ? `${move}:${row.ref.split(':')[1]}`
      : row.kind === 'repayment'
        ? `paid:${row.ref.split(':')[0]}`
        : row.ref.startsWith('early:') && EARLY_KINDS.includes(row.kind)
          ? row.ref.slice(0, row.ref.lastIndexOf(':'))
          : undefined;
    const seen = group ? grouped.get(group) : undefined;
    const earlyText = row.kind === 'interestTax' ? LINE_TEXT.earlyWithTax : undefined;
    if (seen) {
      seen.amount = toMajor(toMinor(seen.amount) + row.amount);
      if (earlyText) seen.description = earlyText[language];
      continue;
    }
    const line: LedgerLineView = {
      at: row.at.toISOString(),
      businessDate: row.businessDate,
      kind: row.kind,
      amount: toMajor(row.amount),
      description: LINE_TEXT[row.kind]?.[language] ?? row.kind,
    };
    if (move) {
      line.description = CREDIT_LINE_TEXT[move][language];
    } else if (group?.startsWith('paid:')) {
      const source = payments.find((p) => p.id === group.slice('paid:'.length));
      line.kind = 'repayment';
      line.description = paymentLineText(source?.provider, language);
      if (source) line.reference = paymentReferenceShown(source.provider, source.providerRef);
    } else if (group?.startsWith('early:')) {
      line.kind = 'early';
      line.description = (earlyText ?? LINE_TEXT.early)?.[language] ?? 'early';
    }
    if (group) grouped.set(group, line);
    lines.push(line);
  }
  return lines.filter((line) => line.amount !== 0);
}

export function orderView({
  order,
  phases,
  ledger,
  balance,
  payments,
  today,
  language,
}: OrderParts): OrderView {
  const market = MARKETS[order.market as MarketId];
  const quote = order.quote as LoanQuote;
  const rows = phases.length > 0 ? phases : quote.phases;
  const paidToSchedule = Math.max(0, balance.schedulePaid);
  const couponOf = (phase: number) =>
    -ledger.filter((l) => l.kind === 'coupon' && l.phase === phase).reduce((sum, l) => sum + l.amount, 0);
  const lines = schedule(rows, couponOf, paidToSchedule, today);
  const firstUnpaid = lines.find((l) => l.status === 'overdue');
  const overdueDays =
    order.status === ORDER_STATUS.Overdued && firstUnpaid ? daysBetween(firstUnpaid.dueDate, today) : 0;
  const statement = statementLines(ledger, payments, language);
  const iso = (d: Date | null) => d?.toISOString();
  return {
    orderNo: order.orderNo,
    status: order.status,
    statusName: statusName(order.status),
    productId: order.productId,
    productName: termsOf(order.quote)?.name[language] ?? order.productId,
    loanAmount: toMajor(order.amount),
    currency: market.currency,
    appliedAt: order.appliedAt.toISOString(),
    // A held application (decision 039) has no time to promise: it waits for an operator.
    decideAt:
      order.status === ORDER_STATUS.Applying && !order.heldAt ? order.decideAt.toISOString() : undefined,
    offerExpiresAt: iso(order.offerExpiresAt),
    retryAt: iso(order.retryAt),
    refuseReason: order.refuseReason ?? undefined,
    disbursedAt: iso(order.disbursedAt),
    dueDate: order.dueDate ?? undefined,
    quote: quoteView(quote, market.currency),
    balance: {
      repaid: toMajor(balance.paid),
      unrepaid: toMajor(balance.unrepaid),
      overdueDays,
      penalty: toMajor(balance.penalty),
      ...(balance.credit > 0 ? { credit: toMajor(balance.credit) } : {}),
    },
    schedule: lines,
    statement,
  };
}
