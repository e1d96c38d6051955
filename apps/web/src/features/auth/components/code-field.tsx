import { VERIFICATION } from '@puente/domain';
import Button from 'antd-mobile/es/components/button';
import { useI18n } from '../../../i18n/use-i18n.ts';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Seconds before another code may be sent; the send buttons are disabled meanwhile. */
  secondsLeft: number;
  onSendSms: () => void;
  onSendVoice: () => void;
}

/** The one-time code, its "Send code" button with the countdown, and the voice-call option. */
export function CodeField({ value, onChange, secondsLeft, onSendSms, onSendVoice }: CodeFieldProps) {
  const { t } = useI18n();
  const waiting = secondsLeft > 0;
  return (
    <div className="field">
      <label className="field-label" htmlFor="auth-code">
        {t('auth.codeLabel')}
      </label>
      <div className="field-control">
        <input
          id="auth-code"
          className="field-input"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          enterKeyHint="done"
          pattern="[0-9]*"
          maxLength={VERIFICATION.codeLength}
          placeholder={t('auth.codePlaceholder')}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        />
        <Button
          className="field-send"
          size="small"
          color="primary"
          fill="outline"
          disabled={waiting}
          onClick={onSendSms}
        >
          {waiting ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
        </Button>
      </div>
      <div className="field-voice">
        <span className="field-hint">{t('auth.voiceHint')}</span>
        <Button size="small" color="primary" fill="none" disabled={waiting} onClick={onSendVoice}>
          {t('auth.voiceCode')}
        </Button>
      </div>
    </div>
  );
}
