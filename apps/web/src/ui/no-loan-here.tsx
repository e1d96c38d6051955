import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n.ts';
import './screen.css';

/**
 * Shown by a screen that has no loan of the borrower's to show: says `message` (and `detail`, if
 * any) and leads to the screen where their loan is (`to`, labelled `openLabel`), or else home.
 */
export function NoLoanHere({
  message,
  detail,
  to,
  openLabel,
}: {
  message: string;
  detail?: ReactNode;
  to: string | undefined;
  openLabel: string;
}) {
  const { t } = useI18n();
  return (
    <section className="ui-card ui-center">
      <p>{message}</p>
      {detail}
      {to ? (
        <Link className="button-link" to={to}>
          {openLabel}
        </Link>
      ) : (
        <Link className="button-link" to="/">
          {t('app.backHome')}
        </Link>
      )}
    </section>
  );
}
