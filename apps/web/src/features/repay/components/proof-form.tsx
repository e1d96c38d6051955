import { ERRORS } from '@puente/domain';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { saveVoucher, uploadVoucherImage } from '../api/vouchers.ts';
import { readPaymentAmount } from '../lib/payment-amount.ts';
import { ProofPhoto } from './proof-photo.tsx';
import { TextInputField } from './text-input-field.tsx';

const IDS = { photo: 'rp-proof-photo', reference: 'rp-proof-reference', amount: 'rp-proof-amount' } as const;
type Field = keyof typeof IDS;
type Problems = Partial<Record<Field | 'form', string>>;

/** The service's amount refusals, shown by the amount field; any other refusal under the form. */
const AMOUNT_CODES: readonly number[] = [
  ERRORS.repayAmountNotWhole.code,
  ERRORS.repayAmountBelowMinimum.code,
  ERRORS.repayAmountNotStep.code,
  ERRORS.repayAmountAboveOwed.code,
];

/** A transfer reference as the service takes it (decision of the voucher call: 4–40 characters). */
const referenceOk = (reference: string) => reference.length >= 4 && reference.length <= 40;

/**
 * A proof of a payment made another way: the receipt photo, the transfer reference and the amount.
 * Sending uploads the photo (once, even if saving is refused and tried again) and saves the proof.
 */
export function ProofForm({ orderNo, onSent }: { orderNo: string; onSent: () => void }) {
  const { t, language } = useRepayI18n();
  const [photo, setPhoto] = useState<File>();
  const [uploaded, setUploaded] = useState<{ photo: File; imageId: string }>();
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  function show(found: Problems) {
    setProblems(found);
    const first = (Object.keys(IDS) as Field[]).find((field) => found[field]);
    if (first) document.getElementById(IDS[first])?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    const typedReference = reference.trim();
    const typedAmount = readPaymentAmount(amount, getAppIdentity().market.id, language);
    const found: Problems = {
      ...(photo ? {} : { photo: t('proof.photoMissing') }),
      ...(referenceOk(typedReference) ? {} : { reference: t('proof.referenceMissing') }),
      ...(typedAmount.ok ? {} : { amount: typedAmount.message ?? t('proof.amountMissing') }),
    };
    if (!photo || !typedAmount.ok || Object.keys(found).length > 0) {
      show(found);
      return;
    }
    setBusy(true);
    setProblems({});
    // A refusal of the photo (format, size) belongs next to the photo; of the proof, below.
    let stage: 'upload' | 'save' = 'upload';
    try {
      let imageId = uploaded?.photo === photo ? uploaded.imageId : undefined;
      if (!imageId) {
        imageId = (await uploadVoucherImage(photo)).data.imageId;
        setUploaded({ photo, imageId });
      }
      stage = 'save';
      await saveVoucher({ orderNo, imageId, reference: typedReference, amount: typedAmount.amount });
      setPhoto(undefined);
      setReference('');
      setAmount('');
      setSent(true);
      onSent();
    } catch (failure) {
      // A network failure or a lost session was already told to the borrower.
      if (isApiError(failure) && failure.handled) return;
      const message = failure instanceof Error && failure.message ? failure.message : t('api.requestFailed');
      const field: keyof Problems =
        stage === 'upload'
          ? 'photo'
          : isApiError(failure) && AMOUNT_CODES.includes(failure.code)
            ? 'amount'
            : 'form';
      show({ [field]: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="ui-card"
      noValidate
      aria-labelledby="rp-proof-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="rp-proof-title" className="ui-card-title">
        {t('proof.formTitle')}
      </h2>
      <ProofPhoto
        id={IDS.photo}
        photo={photo}
        onPhoto={(chosen) => {
          setPhoto(chosen);
          setSent(false);
          setProblems(({ photo: _, ...rest }) => rest);
        }}
        error={problems.photo}
      />
      <TextInputField
        id={IDS.reference}
        label={t('proof.reference')}
        hint={t('proof.referenceHint')}
        error={problems.reference}
        value={reference}
        inputProps={{ maxLength: 40, autoCapitalize: 'characters', spellCheck: false }}
        onChange={(value) => {
          setReference(value);
          setProblems(({ reference: _, ...rest }) => rest);
        }}
      />
      <TextInputField
        id={IDS.amount}
        label={t('proof.amount')}
        hint={t('proof.amountHint')}
        error={problems.amount}
        amount
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setProblems(({ amount: _, ...rest }) => rest);
        }}
      />
      {problems.form ? (
        <p className="rp-error" role="alert">
          {problems.form}
        </p>
      ) : null}
      <SubmitButton busy={busy}>{t('proof.submit')}</SubmitButton>
      <p role="status" className="ui-muted">
        {sent ? t('proof.sent') : ''}
      </p>
    </form>
  );
}
