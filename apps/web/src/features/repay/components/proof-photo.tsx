import { type ChangeEvent, useEffect, useState } from 'react';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { compressPhoto } from '../lib/compress-photo.ts';

type Phase = { step: 'idle' } | { step: 'preparing'; percent: number };

interface ProofPhotoProps {
  id: string;
  photo: File | undefined;
  onPhoto: (photo: File | undefined) => void;
  /** Why the form cannot be sent without a photo, when it was tried. */
  error?: string;
}

/**
 * The receipt photo: chosen from the camera or the gallery, made small in the browser as soon as
 * it is chosen (so sending is quick), shown back to the borrower to check it is the right one.
 */
export function ProofPhoto({ id, photo, onPhoto, error }: ProofPhotoProps) {
  const { t } = useRepayI18n();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [unreadable, setUnreadable] = useState(false);
  const [preview, setPreview] = useState('');

  useEffect(() => {
    if (!photo) return setPreview('');
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUnreadable(false);
    setPhase({ step: 'preparing', percent: 0 });
    try {
      onPhoto(await compressPhoto(file, (percent) => setPhase({ step: 'preparing', percent })));
    } catch {
      onPhoto(undefined);
      setUnreadable(true);
    } finally {
      setPhase({ step: 'idle' });
    }
  }

  const message = unreadable ? t('proof.photoUnreadable') : error;
  const status =
    phase.step === 'preparing'
      ? t('proof.preparing', { percent: Math.round(phase.percent) })
      : photo
        ? t('proof.photoReady', { name: photo.name })
        : '';
  const described = [`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={message ? 'rp-field rp-field-invalid' : 'rp-field'} aria-busy={phase.step !== 'idle'}>
      {/* The native picker says "Choose File" in the browser's language, not the borrower's: it is
          hidden, and its label looks like the button, in the borrower's language. */}
      <input
        id={id}
        type="file"
        accept="image/*"
        className="rp-file"
        disabled={phase.step !== 'idle'}
        onChange={(event) => void choose(event)}
        aria-labelledby={`${id}-label`}
        aria-invalid={message ? true : undefined}
        aria-describedby={described}
      />
      <label className="rp-file-label" htmlFor={id}>
        <span className="rp-field-label" id={`${id}-label`}>
          {t('proof.photo')}
        </span>
        <span className="rp-file-button" aria-hidden="true">
          {photo ? t('proof.photoChange') : t('proof.photoChoose')}
        </span>
      </label>
      <p className="rp-hint" id={`${id}-hint`}>
        {t('proof.photoHint')}
      </p>
      <p className="rp-hint" role="status">
        {status}
      </p>
      {preview ? <img className="rp-proof-preview" src={preview} alt={t('proof.previewAlt')} /> : null}
      {message ? (
        <p className="rp-error" id={`${id}-error`} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
