import { formatInstant } from '@puente/domain';
import '../../../ui/screen.css';
import '../components/loans.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { RefreshableList } from '../../../ui/refreshable-list.tsx';
import { listAgreements } from '../api/agreement.ts';
import { SignedIn } from '../components/signed-in.tsx';

/** /user_center/agreement_list: every loan agreement the borrower signed, each opening its text. */
export function AgreementListRoute() {
  return (
    <SignedIn>
      <AgreementList />
    </SignedIn>
  );
}

function AgreementList() {
  const { t, language } = useLoansI18n();
  const { currency } = getAppIdentity().market;
  const list = useQuery({
    queryKey: ['loans', 'agreements'],
    queryFn: async () => (await listAgreements()).data.agreements,
  });
  return (
    <RefreshableList query={list}>
      {(items) => (
        <ul className="ln ln-plain-list">
          {items.map((agreement) => (
            <li key={`${agreement.orderNo}:${agreement.version}`} className="ui-card">
              <h2 className="ui-card-title">{agreement.title}</h2>
              <p className="ui-muted">{t('agreement.orderNo', { orderNo: agreement.orderNo })}</p>
              <p className="ui-muted">
                {t('agreement.signedOn', {
                  version: agreement.version,
                  time: formatInstant(agreement.signedAt, currency, language),
                })}
              </p>
              <p className="ln-hash">{t('agreement.fingerprint', { sha256: agreement.sha256 })}</p>
              <Link
                className="button-link"
                to={`/borrow/agreement?orderNo=${encodeURIComponent(agreement.orderNo)}&signed=1`}
              >
                {t('agreement.read', { orderNo: agreement.orderNo })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </RefreshableList>
  );
}
