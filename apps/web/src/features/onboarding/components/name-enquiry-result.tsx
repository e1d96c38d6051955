import type { UseQueryResult } from '@tanstack/react-query';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import type { NameEnquiry } from '../api/verify-bank-card.ts';
import { fieldId } from '../lib/field-label.ts';

interface NameEnquiryResultProps {
  enquiry: UseQueryResult<NameEnquiry>;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  error?: string;
}

/**
 * What the bank says about the account: its holder's name. When that is not the applicant's name,
 * the borrower must tick that the account is theirs before saving.
 */
export function NameEnquiryResult({ enquiry, confirmed, onConfirm, error }: NameEnquiryResultProps) {
  const { t } = useOnboardingI18n();
  const id = fieldId('nameConfirmed');
  const mismatch = enquiry.data && !enquiry.isFetching && !enquiry.data.matchesApplicant;
  return (
    <>
      <div className="ob-field" role="status" aria-live="polite">
        {enquiry.isFetching ? <p className="ob-hint">{t('bank.checkingName')}</p> : null}
        {enquiry.error instanceof Error ? <p className="ob-error">{enquiry.error.message}</p> : null}
        {enquiry.data && !enquiry.isFetching ? (
          <p className="ob-account">
            <span className="ob-sublabel">{t('bank.accountName')}</span>
            <strong>{enquiry.data.accountName}</strong>
          </p>
        ) : null}
        {mismatch ? (
          <p className="ob-warning">{t('bank.nameDiffers', { name: enquiry.data?.accountName ?? '' })}</p>
        ) : null}
      </div>
      {mismatch ? (
        <div className={error ? 'ob-field ob-field-invalid' : 'ob-field'}>
          <label className="ob-check">
            <input
              id={id}
              type="checkbox"
              checked={confirmed}
              onChange={(event) => onConfirm(event.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <span>{t('bank.confirmName')}</span>
          </label>
          {error ? (
            <p className="ob-error" id={`${id}-error`}>
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
