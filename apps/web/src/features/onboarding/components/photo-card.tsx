import { ERRORS, type IdentityImageKind, type IdentityStatus, type ImageInfo } from '@puente/domain';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { uploadIdentityPhoto } from '../api/upload-identity-photo.ts';
import { compressPhoto } from '../lib/compress-photo.ts';

type Phase = { step: 'idle' } | { step: 'preparing'; percent: number } | { step: 'uploading' };

interface PhotoCardProps {
  kind: IdentityImageKind;
  /** What the service has on file for this photo, if anything. */
  onFile: ImageInfo | null;
  /** The front waits for the back (spec §5). */
  blocked: boolean;
  /** A check that failed on this photo (OCR, face match), to take it again. */
  problem?: string;
  onUploaded: (status: IdentityStatus) => void;
}

/**
 * One ID or face photo: taken with the camera (the rear one for the ID, the front one for the
 * face) or chosen from the gallery, made small in the browser, then uploaded; with progress and
 * the service's message, in the borrower's language, when it is refused.
 */
export function PhotoCard({ kind, onFile, blocked, problem, onUploaded }: PhotoCardProps) {
  const { t, language } = useOnboardingI18n();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [failure, setFailure] = useState('');
  const [preview, setPreview] = useState('');
  const busy = phase.step !== 'idle';
  const disabled = blocked || busy;

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function take(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure('');
    setPhase({ step: 'preparing', percent: 0 });
    let photo: File;
    try {
      photo = await compressPhoto(file, (percent) => setPhase({ step: 'preparing', percent }));
    } catch {
      setPhase({ step: 'idle' });
      setFailure(t('identity.photoUnreadable'));
      return;
    }
    setPhase({ step: 'uploading' });
    try {
      const answer = await uploadIdentityPhoto(kind, photo);
      setPreview(URL.createObjectURL(photo));
      onUploaded(answer.data);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('api.requestFailed'));
    } finally {
      setPhase({ step: 'idle' });
    }
  }

  const status =
    phase.step === 'preparing'
      ? t('identity.preparing', { percent: Math.round(phase.percent) })
      : phase.step === 'uploading'
        ? t('identity.uploading')
        : onFile
          ? t('identity.uploaded')
          : t('identity.notYet');
  const message = failure || problem;
  const titleId = `photo-${kind}-title`;
  const fileButton = (camera: boolean) => (
    <label
      className={`ob-file-button${camera ? ' ob-file-button-primary' : ''}${disabled ? ' ob-file-button-disabled' : ''}`}
    >
      <input
        type="file"
        accept="image/*"
        className="visually-hidden"
        capture={camera ? (kind === 'face' ? 'user' : 'environment') : undefined}
        disabled={disabled}
        onChange={(event) => void take(event)}
      />
      {camera ? (onFile ? t('identity.retake') : t('identity.takePhoto')) : t('identity.fromGallery')}
    </label>
  );

  return (
    <section className="ob-card ob-photo" aria-labelledby={titleId} aria-busy={busy}>
      <h2 className="ob-section-title" id={titleId}>
        {t(`identity.${kind}Title`)}
      </h2>
      <p className="ob-hint">{t(`identity.${kind}How`)}</p>
      {preview ? (
        <img
          className="ob-photo-preview"
          src={preview}
          alt={t('identity.previewAlt', { photo: t(`identity.${kind}Title`) })}
        />
      ) : null}
      <p
        className={onFile && !busy ? 'ob-photo-status ob-photo-status-done' : 'ob-photo-status'}
        role="status"
      >
        {status}
      </p>
      {phase.step === 'preparing' ? (
        <progress max={100} value={phase.percent} aria-label={t('identity.preparingLabel')} />
      ) : null}
      {blocked ? <p className="ob-hint">{ERRORS.idBackFirst[language]}</p> : null}
      {message ? (
        <p className="ob-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="ob-photo-actions">
        {fileButton(true)}
        {fileButton(false)}
      </div>
    </section>
  );
}
