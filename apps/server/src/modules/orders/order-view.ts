import {
  daysBetween,
  findProduct,
  type Language,
  type LedgerLineView,
  type LoanQuote,
  MARKETS,
  type MarketId,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  type OrderStatusName,
  type OrderView,
  quoteView,
  type SchedulePhaseView,
  toMajor,
} from '@puente/domain';
import { type CreditMove, creditMoveOf } from './credit-refs.ts';
import type { Balances, LedgerRow } from './ledger-repository.ts';
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
  penalty: { en: 'Late penalty', es: 'Penalización por atraso' },
  rolloverFee: { en: 'Extension fee', es: 'Comisión por prórroga' },
  rolloverTax: { en: 'Tax on the extension fee', es: 'Impuesto sobre la comisión por prórroga' },
  repayment: { en: 'Payment received', es: 'Pago recibido' },
  coupon: { en: 'Coupon', es: 'Cupón' },
  overpayment: { en: 'Paid beyond the debt, held for you', es: 'Pagado de más, a tu favor' },
};

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

function lineText(line: LedgerRow, language: Language): string {
  const move = line.kind === 'overpayment' || line.kind === 'repayment' ? creditMoveOf(line.ref) : undefined;
  return (move ? CREDIT_LINE_TEXT[move] : LINE_TEXT[line.kind])?.[language] ?? line.kind;
}

export interface OrderParts {
  order: OrderRow;
  phases: PhaseRow[];
  ledger: LedgerRow[];
  balance: Balances;
  /** Today's business date in the market's time zone. */
  today: string;
  language: Language;
}

/**
 * The schedule by phase with what has been paid against it: payments settle the earliest phase
 * first; penalties are owed beside the schedule.
 */
function schedule(phases: { phase: number; dueDate: string; total: number }[], paid: number, today: string) {
  let left = paid;
  return phases.map((p): SchedulePhaseView => {
    const covered = Math.min(left, p.total);
    left -= covered;
    const status =
      covered >= p.total ? 'paid' : p.dueDate < today ? 'overdue' : p.dueDate === today ? 'due' : 'upcoming';
    return { phase: p.phase, dueDate: p.dueDate, amount: toMajor(p.total), paid: toMajor(covered), status };
  });
}

export function orderView({ order, phases, ledger, balance, today, language }: OrderParts): OrderView {
  const market = MARKETS[order.market as MarketId];
  const quote = order.quote as LoanQuote;
  const rows = phases.length > 0 ? phases : quote.phases;
  const paidToSchedule = Math.max(0, balance.schedulePaid);
  const lines = schedule(rows, paidToSchedule, today);
  const firstUnpaid = lines.find((l) => l.status === 'overdue');
  const overdueDays =
    order.status === ORDER_STATUS.Overdued && firstUnpaid ? daysBetween(firstUnpaid.dueDate, today) : 0;
  const statement: LedgerLineView[] = ledger.map((line) => ({
    at: line.at.toISOString(),
    businessDate: line.businessDate,
    kind: line.kind,
    amount: toMajor(line.amount),
    description: lineText(line, language),
  }));
  const iso = (d: Date | null) => d?.toISOString();
  return {
    orderNo: order.orderNo,
    status: order.status,
    statusName: statusName(order.status),
    productId: order.productId,
    productName: findProduct(order.productId)?.name[language] ?? order.productId,
    loanAmount: toMajor(order.amount),
    currency: market.currency,
    appliedAt: order.appliedAt.toISOString(),
    decideAt: order.status === ORDER_STATUS.Applying ? order.decideAt.toISOString() : undefined,
    offerExpiresAt: iso(order.offerExpiresAt),
    retryAt: iso(order.retryAt),
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
