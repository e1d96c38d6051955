import { type ExtensionDataView, formatAmount, formatDay } from '@puente/domain';
import { taxKey } from '../../../i18n/extension/keys.ts';
import { useExtensionI18n } from '../../../i18n/extension/use-extension-i18n.ts';

/**
 * What the extension changes and costs, line by line: the due date now and after, the payment it
 * moves, the fee and its tax (named after the market), and what is paid now. Dates the service did
 * not send (nothing left to move) are left out rather than guessed.
 */
export function ExtensionFacts({ data }: { data: ExtensionDataView }) {
  const { t, language } = useExtensionI18n();
  const money = (amount: number) => formatAmount(amount, data.currency, language);
  const day = (date: string) => formatDay(date, data.currency, language);
  return (
    <dl className="ui-facts">
      {data.currentDueDate ? (
        <div className="ui-fact">
          <dt>{t('detail.currentDueDate')}</dt>
          <dd>{day(data.currentDueDate)}</dd>
        </div>
      ) : null}
      {data.newDueDate ? (
        <div className="ui-fact">
          <dt>{t('detail.newDueDate')}</dt>
          <dd>{day(data.newDueDate)}</dd>
        </div>
      ) : null}
      <div className="ui-fact">
        <dt>{t('detail.deferred')}</dt>
        <dd>{money(data.deferred)}</dd>
      </div>
      <div className="ui-fact">
        <dt>{t('detail.fee')}</dt>
        <dd>{money(data.fee)}</dd>
      </div>
      <div className="ui-fact">
        <dt>{t(taxKey(data.currency))}</dt>
        <dd>{money(data.tax)}</dd>
      </div>
      <div className="ui-fact ui-fact-strong">
        <dt>{t('detail.total')}</dt>
        <dd>{money(data.total)}</dd>
      </div>
    </dl>
  );
}
