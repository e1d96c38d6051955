import { ERRORS, IDENTITY_IMAGE_KINDS, type IdentityImageKind, type IdentityStatus } from '@puente/domain';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { toastApiError } from '../../../api/client.ts';
import { getProfile } from '../../../api/get-profile.ts';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { showToast } from '../../../ui/toast.ts';
import { finishIdentity } from '../api/finish-identity.ts';
import { photosKey, useIdCardReading } from '../hooks/use-id-card-reading.ts';
import { useNextStep } from '../hooks/use-next-step.ts';
import { IdCardReading } from './id-card-reading.tsx';
import { PhotoCard } from './photo-card.tsx';

/** Which photo a refusal of the checks is about, so it can be taken again there. */
const PHOTOS_AT_FAULT: Record<number, IdentityImageKind[]> = {
  [ERRORS.idBackMissing.code]: ['back'],
  [ERRORS.idFrontMissing.code]: ['front'],
  [ERRORS.faceMissing.code]: ['face'],
  [ERRORS.idFrontUnreadable.code]: ['front'],
  [ERRORS.ocrFailed.code]: ['back', 'front'],
  [ERRORS.idMismatch.code]: ['front'],
  [ERRORS.faceFailed.code]: ['face'],
};

function photosAtFault(error: unknown): IdentityImageKind[] {
  if (!isApiError(error)) return [];
  const field = (error.data as { field?: unknown } | null)?.field;
  if (IDENTITY_IMAGE_KINDS.includes(field as IdentityImageKind)) return [field as IdentityImageKind];
  return PHOTOS_AT_FAULT[error.code] ?? [];
}

/**
 * The back, then the front of the ID, then the face (spec §5). Once both sides are on file the
 * service reads the card (OCR) while the face is taken, and the screen shows what it read; then
 * "Verify" matches the face and the step is complete.
 */
export function IdentityPhotos({
  status,
  onStatus,
}: {
  status: IdentityStatus;
  onStatus: (s: IdentityStatus) => void;
}) {
  const { t, language } = useOnboardingI18n();
  const nextStep = useNextStep();
  const [problems, setProblems] = useState<Partial<Record<IdentityImageKind, string>>>({});
  const [checking, setChecking] = useState(false);
  const missing = IDENTITY_IMAGE_KINDS.find((kind) => !status[kind]);
  const { read, reading, readCard } = useIdCardReading(status, onStatus);

  function showOnPhotos(error: unknown) {
    const kinds = photosAtFault(error);
    if (kinds.length > 0 && error instanceof Error) {
      setProblems(Object.fromEntries(kinds.map((kind) => [kind, error.message])));
    }
  }

  function uploaded(kind: IdentityImageKind, next: IdentityStatus) {
    setProblems(({ [kind]: _, ...rest }) => rest);
    onStatus(next);
    const key = photosKey(next);
    // Both sides there: read the card now. A failure is shown on the photo at fault; anything
    // else (provider down, photos changed) waits for "Verify", which reads again.
    if (kind !== 'face' && key && next.ocr !== 'passed') readCard(key).catch(showOnPhotos);
  }

  async function verify() {
    if (missing) {
      const name =
        missing === 'back' ? 'idBackMissing' : missing === 'front' ? 'idFrontMissing' : 'faceMissing';
      setProblems({ [missing]: ERRORS[name][language] });
      return void showToast(ERRORS[name][language]);
    }
    setChecking(true);
    try {
      if (!status.completed) {
        const key = photosKey(status);
        if (key && status.ocr !== 'passed' && !read) await readCard(key);
        onStatus((await finishIdentity()).data);
      }
      const profile = await getProfile();
      nextStep(profile.data.nextStep);
    } catch (error) {
      showOnPhotos(error);
      toastApiError(error);
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="ob-form">
      {IDENTITY_IMAGE_KINDS.map((kind) => (
        <PhotoCard
          key={kind}
          kind={kind}
          onFile={status[kind]}
          blocked={kind === 'front' && !status.back}
          problem={problems[kind]}
          onUploaded={(next) => uploaded(kind, next)}
        />
      ))}
      {read ? <IdCardReading read={read} /> : null}
      {status.completed ? <p className="ob-note">{t('identity.verified')}</p> : null}
      {checking || reading ? (
        <p className="ob-note" role="status">
          {checking ? t('identity.checking') : t('identity.reading')}
        </p>
      ) : null}
      <div className="ob-submit">
        <Button
          color="primary"
          size="large"
          block
          shape="rounded"
          loading={checking}
          disabled={checking}
          onClick={() => void verify()}
        >
          {status.completed ? t('identity.continue') : t('identity.verify')}
        </Button>
      </div>
    </div>
  );
}
