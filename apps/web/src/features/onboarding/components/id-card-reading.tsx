import type { OcrFields } from '@puente/domain';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';

/**
 * What the identity provider read on the ID (POST /user/curp/ocr), read-only, so the borrower can
 * see it is their card: the name, the CURP (Mexico) or NIN (Nigeria), and the birth date.
 */
export function IdCardReading({ read }: { read: OcrFields }) {
  const { t, language } = useOnboardingI18n();
  const { market } = getAppIdentity();
  const name = [read.firstName, read.middleName, read.lastName].filter(Boolean).join(' ');
  // A calendar date, not an instant: formatted in UTC so no time zone moves it a day.
  const birthday = read.birthday
    ? new Intl.DateTimeFormat(market.locales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${read.birthday}T00:00:00Z`),
      )
    : t('identity.readNotFound');
  const rows: [string, string][] = [
    [t('identity.readName'), name || t('identity.readNotFound')],
    [t(`identity.read${read.idType}`), read.idNumber],
    [t('identity.readBirthday'), birthday],
  ];

  return (
    <section className="ob-card ob-reading" aria-labelledby="id-reading-title">
      <h2 className="ob-section-title" id="id-reading-title">
        {t('identity.readTitle')}
      </h2>
      <dl className="ob-reading-list">
        {rows.map(([term, value]) => (
          <div key={term} className="ob-reading-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="ob-hint">{t('identity.readCheck')}</p>
    </section>
  );
}
