import { VERIFICATION } from '@puente/domain';
import Button from 'antd-mobile/es/components/button';
import { useOwnCode } from '../../../api/use-own-code.ts';
import { readUserInfo } from '../../../api/user-info.ts';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { maskMobile } from '../../../lib/mask-mobile.ts';

export const CODE_FIELD_ID = 'ln-code';

/** The SMS code that signs the agreement of `orderNo`, with "Send code" and its countdown. */
export function CodeField({
  orderNo,
  value,
  onChange,
  error,
}: {
  orderNo: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useLoansI18n();
  const { market } = getAppIdentity();
  const { secondsLeft, send } = useOwnCode(CODE_FIELD_ID, orderNo);
  const mobile = readUserInfo()?.mobile;
  const hint = t('sign.codeHint', { mobile: mobile ? `+${market.callingCode} ${maskMobile(mobile)}` : '' });
  const described = [`${CODE_FIELD_ID}-hint`, error ? `${CODE_FIELD_ID}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={error ? 'ln-field ln-field-invalid' : 'ln-field'}>
      <label className="ln-label" htmlFor={CODE_FIELD_ID}>
        {t('sign.codeLabel')}
      </label>
      <div className="ln-code-row">
        <input
          id={CODE_FIELD_ID}
          name="code"
          className="ln-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={VERIFICATION.codeLength}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        <Button color="primary" fill="outline" disabled={secondsLeft > 0} onClick={send}>
          {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
        </Button>
      </div>
      <p className="ln-hint" id={`${CODE_FIELD_ID}-hint`}>
        {hint}
      </p>
      {error ? (
        <p className="ln-error" id={`${CODE_FIELD_ID}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
