import { type Currency, formatAmount, formatDay, type NextPayment } from '@puente/domain';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { CopyButton } from './copy-button.tsx';

/** What every account to transfer to tells: its currency and the amounts owed. */
export type TransferAccount = { currency: Currency; amountDue: number; totalOwed: number };

/** An account card's own props: the account and, when nothing is due now, the next payment. */
export type TransferCardProps<A> = { account: A; next?: NextPayment };

/**
 * An account to transfer to: its number grouped for reading, a copy button (copying `digits`), the
 * bank and the holder to check, and the amounts: what is due now or, with nothing due, the next
 * payment and its date.
 */
export function AccountCard({
  account,
  next,
  titleId,
  title,
  grouped,
  digits,
  copyLabel,
  bank,
  holder,
  dueLabel,
  totalLabel,
}: {
  account: TransferAccount;
  next?: NextPayment;
  titleId: string;
  title: string;
  grouped: string;
  digits: string;
  copyLabel: string;
  bank: [label: string, value: string];
  holder: [label: string, value: string];
  dueLabel: string;
  totalLabel: string;
}) {
  const { t, language } = useRepayI18n();
  const money = (amount: number) => formatAmount(amount, account.currency, language);
  const lead =
    next && account.amountDue === 0
      ? {
          label: t('transfer.nextPayment', { date: formatDay(next.dueDate, account.currency, language) }),
          amount: next.amount,
        }
      : { label: dueLabel, amount: account.amountDue };
  return (
    <section className="ui-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="rp-label">
        {title}
      </h2>
      <p className="rp-clabe">{grouped}</p>
      <CopyButton value={digits} label={copyLabel} />
      <dl className="ui-facts">
        <div className="ui-fact">
          <dt>{bank[0]}</dt>
          <dd>{bank[1]}</dd>
        </div>
        <div className="ui-fact">
          <dt>{holder[0]}</dt>
          <dd>{holder[1]}</dd>
        </div>
        <div className="ui-fact ui-fact-strong">
          <dt>{lead.label}</dt>
          <dd>{money(lead.amount)}</dd>
        </div>
        <div className="ui-fact">
          <dt>{totalLabel}</dt>
          <dd>{money(account.totalOwed)}</dd>
        </div>
      </dl>
    </section>
  );
}
