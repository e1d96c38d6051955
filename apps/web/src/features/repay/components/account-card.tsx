import { type Currency, formatAmount } from '@puente/domain';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { CopyButton } from './copy-button.tsx';

/** What every account to transfer to tells: its currency and the amounts owed. */
export type TransferAccount = { currency: Currency; amountDue: number; totalOwed: number };

/**
 * An account to transfer to: its number grouped for reading, a copy button (copying `digits`), the
 * bank and the holder to check, and the amounts.
 */
export function AccountCard({
  account,
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
  const { language } = useRepayI18n();
  const money = (amount: number) => formatAmount(amount, account.currency, language);
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
          <dt>{dueLabel}</dt>
          <dd>{money(account.amountDue)}</dd>
        </div>
        <div className="ui-fact">
          <dt>{totalLabel}</dt>
          <dd>{money(account.totalOwed)}</dd>
        </div>
      </dl>
    </section>
  );
}
