import { formatAmount, formatDay, formatInstant, type OrderView, statusRoute } from '@puente/domain';
import { Link } from 'react-router';
import { statusKey } from '../../../i18n/loans/keys.ts';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';

/**
 * One loan order in records: product, amount, status and dates; its statement (ledger lines) and
 * schedule by phase under a disclosure; a link to its screen where the status router has one
 * (finished and cancelled orders are already here).
 */
export function OrderCard({ order }: { order: OrderView }) {
  const { t, language } = useLoansI18n();
  const money = (amount: number) => formatAmount(amount, order.currency, language);
  const day = (date: string) => formatDay(date, order.currency, language);
  const route = statusRoute(order.status);
  const opens = route && !route.startsWith('/records');
  const titleId = `records-order-${order.orderNo}`;
  return (
    <article className="records-card records-order" aria-labelledby={titleId}>
      <h2 id={titleId} className="records-card-title">
        {t('records.orderTitle', { product: order.productName, amount: money(order.loanAmount) })}
      </h2>
      <p className={`records-status records-status-${order.status}`}>{t(statusKey(order.status))}</p>
      <dl className="records-facts">
        <div>
          <dt>{t('records.orderNo')}</dt>
          <dd>{order.orderNo}</dd>
        </div>
        <div>
          <dt>{t('records.appliedAt')}</dt>
          <dd>{formatInstant(order.appliedAt, order.currency, language)}</dd>
        </div>
        {order.disbursedAt ? (
          <>
            <div>
              <dt>{t('records.repaid')}</dt>
              <dd>{money(order.balance.repaid)}</dd>
            </div>
            <div>
              <dt>{t('records.unrepaid')}</dt>
              <dd>{money(order.balance.unrepaid)}</dd>
            </div>
          </>
        ) : null}
        {order.balance.overdueDays > 0 ? (
          <div>
            <dt>{t('records.overdue')}</dt>
            <dd>
              {t('records.overdueDays', {
                days: order.balance.overdueDays,
                penalty: money(order.balance.penalty),
              })}
            </dd>
          </div>
        ) : null}
        {order.balance.credit ? (
          <div>
            <dt>{t('records.credit')}</dt>
            <dd>{money(order.balance.credit)}</dd>
          </div>
        ) : null}
      </dl>
      <details className="records-details">
        <summary>{t('records.details')}</summary>
        <table className="records-table">
          <caption>{t('facts.schedule')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('facts.phase')}</th>
              <th scope="col">{t('facts.phaseDate')}</th>
              <th scope="col">{t('facts.phaseAmount')}</th>
              <th scope="col">{t('records.phaseStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {order.schedule.map((phase) => (
              <tr key={phase.phase}>
                <th scope="row">
                  {t('facts.phaseNumber', { phase: phase.phase, phases: order.schedule.length })}
                </th>
                <td>{day(phase.dueDate)}</td>
                <td>{money(phase.amount)}</td>
                <td>{t(`phase.${phase.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="records-subtitle">{t('records.statement')}</h3>
        {order.statement.length > 0 ? (
          <ul className="records-ledger">
            {order.statement.map((line) => (
              <li key={`${line.at}:${line.kind}:${line.amount}`}>
                <span>{day(line.businessDate)}</span>
                <span>
                  {line.description}
                  {line.reference ? (
                    <span className="records-muted">
                      {' '}
                      {t('records.reference', { reference: line.reference })}
                    </span>
                  ) : null}
                </span>
                <span className="records-amount">{money(line.amount)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="records-muted">{t('records.noEntries')}</p>
        )}
      </details>
      {order.balance.credit ? (
        <Link
          className="button-link"
          to={`/repay/repay_detail?orderNo=${encodeURIComponent(order.orderNo)}`}
          aria-describedby={titleId}
        >
          {t('records.creditLink')}
        </Link>
      ) : null}
      {opens ? (
        <Link className="button-link" to={route} aria-describedby={titleId}>
          {t('records.open')}
        </Link>
      ) : null}
    </article>
  );
}
