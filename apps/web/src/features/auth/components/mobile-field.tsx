import { useRef } from 'react';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { ClearIcon } from '../../../ui/icons.tsx';

interface MobileFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The market's calling code without "+", e.g. "52". */
  callingCode: string;
}

/**
 * The mobile number with the market's country prefix shown in front of it. No maxLength: the flow
 * keeps the digits of what is typed or pasted (typedPhone), so "+234 803 123 4567" fits whole.
 * A plain input, not antd-mobile's: login's first JavaScript stays within its budget (decision 064),
 * and the clear control is a real button with a name in the borrower's language.
 */
export function MobileField({ value, onChange, callingCode }: MobileFieldProps) {
  const { t } = useI18n();
  const prefix = `+${callingCode}`;
  const input = useRef<HTMLInputElement>(null);
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
        <input
          ref={input}
          id="auth-mobile"
          className="field-input"
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          enterKeyHint="next"
          placeholder={t('auth.mobilePlaceholder')}
          aria-describedby="auth-mobile-prefix"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value ? (
          <button
            type="button"
            className="field-clear"
            aria-label={t('auth.clearMobile')}
            // Keeps the keyboard open: the field does not lose focus to the button.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            <ClearIcon size={20} />
          </button>
        ) : null}
      </div>
    </div>
  );
}
