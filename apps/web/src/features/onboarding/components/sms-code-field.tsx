import { VERIFICATION } from '@puente/domain';
import Button from 'antd-mobile/es/components/button';
import { useOwnCode } from '../../../api/use-own-code.ts';
import { readUserInfo } from '../../../api/user-info.ts';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { maskMobile } from '../../../lib/mask-mobile.ts';
import { fieldId } from '../lib/field-label.ts';
import { describedBy, FieldFrame } from './field-frame.tsx';

/** The SMS code that confirms the account is the borrower's, with "Send code" and its countdown. */
export function SmsCodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useOnboardingI18n();
  const { market } = getAppIdentity();
  const { secondsLeft, send } = useOwnCode(fieldId('code'));
  const mobile = readUserInfo()?.mobile;
  const id = fieldId('code');
  const hint = t('bank.codeHint', { mobile: mobile ? `+${market.callingCode} ${maskMobile(mobile)}` : '' });
  return (
    <FieldFrame id={id} label={t('bank.codeLabel')} hint={hint} error={error}>
      <div className="ob-code-row">
        <input
          id={id}
          name="code"
          className="ob-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={VERIFICATION.codeLength}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint })}
        />
        <Button color="primary" fill="outline" disabled={secondsLeft > 0} onClick={send}>
          {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
        </Button>
      </div>
    </FieldFrame>
  );
}
