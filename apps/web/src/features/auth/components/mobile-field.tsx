import Input from 'antd-mobile/es/components/input';
import { useI18n } from '../../../i18n/use-i18n.ts';

interface MobileFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The market's calling code without "+", e.g. "52". */
  callingCode: string;
}

/**
 * The mobile number with the market's country prefix shown in front of it. No maxLength: the flow
 * keeps the digits of what is typed or pasted (typedPhone), so "+234 803 123 4567" fits whole.
 */
export function MobileField({ value, onChange, callingCode }: MobileFieldProps) {
  const { t } = useI18n();
  const prefix = `+${callingCode}`;
  return (
    <div className="field">
      <label className="field-label" htmlFor="auth-mobile">
        {t('auth.mobileLabel')}
      </label>
      <div className="field-control">
        <span className="field-prefix" id="auth-mobile-prefix">
          <span aria-hidden="true">{prefix}</span>
          <span className="visually-hidden">{t('auth.countryPrefix', { prefix })}</span>
        </span>
        <Input
          id="auth-mobile"
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          enterKeyHint="next"
          placeholder={t('auth.mobilePlaceholder')}
          aria-describedby="auth-mobile-prefix"
          value={value}
          onChange={onChange}
          clearable
        />
      </div>
    </div>
  );
}
