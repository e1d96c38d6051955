import {
  CONSENT_KINDS,
  type ConsentAnswer,
  type ConsentKind,
  ERRORS,
  ONBOARDING_RETENTION_DAYS,
  REQUIRED_CONSENT_KINDS,
} from '@puente/domain';
import { type FormEvent, useState } from 'react';
import { toastApiError } from '../../../api/client.ts';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { showToast } from '../../../ui/toast.ts';
import { saveConsent } from '../api/save-consent.ts';
import { fieldId } from '../lib/field-label.ts';
import { startCollectorIfNeeded } from '../lib/start-collector.ts';
import { FormSection } from './form-section.tsx';
import { SubmitBar } from './submit-bar.tsx';

/**
 * The device-permission consent of spec §2, before the ID photos: each kind of data, what it is
 * for, and that it is deleted after the decision. Nothing is ticked for the borrower; the camera
 * is required to go on (the photos need it), the rest is their choice. Once saved, a native app
 * is asked to collect what was allowed (spec §7).
 */
export function ConsentPanel({ onDone }: { onDone: (consent: ConsentAnswer) => void }) {
  const { t, language } = useOnboardingI18n();
  const [granted, setGranted] = useState<ConsentKind[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  function toggle(kind: ConsentKind, on: boolean) {
    setGranted((kinds) => (on ? [...kinds, kind] : kinds.filter((k) => k !== kind)));
    if (on && REQUIRED_CONSENT_KINDS.includes(kind)) setError('');
  }

  async function allow(event: FormEvent) {
    event.preventDefault();
    const missing = REQUIRED_CONSENT_KINDS.find((kind) => !granted.includes(kind));
    if (missing) {
      setError(ERRORS.cameraRequired[language]);
      showToast(ERRORS.cameraRequired[language]);
      document.getElementById(fieldId(`consent-${missing}`))?.focus();
      return;
    }
    setBusy(true);
    try {
      const consent = (await saveConsent(granted)).data;
      // In the native app, the collector starts now for the kinds just allowed; the borrower does not wait for it.
      void startCollectorIfNeeded({ pageName: 'idCardAuthentication' });
      onDone(consent);
    } catch (problem) {
      toastApiError(problem);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ob-form" noValidate onSubmit={(event) => void allow(event)}>
      <FormSection id="consent" title={t('consent.title')}>
        <p className="ob-lead">{t('consent.intro')}</p>
        <ul className="ob-consent-list">
          {CONSENT_KINDS.map((kind) => {
            const required = REQUIRED_CONSENT_KINDS.includes(kind);
            const id = fieldId(`consent-${kind}`);
            return (
              <li key={kind} className="ob-consent-item">
                <label className="ob-check">
                  <input
                    id={id}
                    type="checkbox"
                    checked={granted.includes(kind)}
                    onChange={(event) => toggle(kind, event.target.checked)}
                    aria-describedby={`${id}-purpose${required && error ? ` ${id}-error` : ''}`}
                    aria-invalid={required && error ? true : undefined}
                  />
                  <span>
                    {required
                      ? t('consent.requiredKind', { kind: t(`consent.${kind}`) })
                      : t(`consent.${kind}`)}
                  </span>
                </label>
                <p className="ob-consent-purpose" id={`${id}-purpose`}>
                  {t(`consent.${kind}Purpose`)}
                </p>
                {required && error ? (
                  <p className="ob-error" id={`${id}-error`}>
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <p className="ob-note">{t('consent.retention', { days: ONBOARDING_RETENTION_DAYS })}</p>
      </FormSection>
      <SubmitBar label={t('consent.allow')} busy={busy} />
    </form>
  );
}
