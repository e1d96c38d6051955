import { cleanContactNumber, typedPhone } from '@puente/domain';
import Button from 'antd-mobile/es/components/button';
import { hostSupports, selectContact } from '../../../bridge/bridge.ts';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import type { AdditionalValues } from '../lib/additional-info-values.ts';
import { optionChoices } from '../lib/choices.ts';
import { fieldLabel } from '../lib/field-label.ts';
import type { FieldErrors } from '../lib/form-issues.ts';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

interface ContactFieldsProps {
  index: 1 | 2;
  values: AdditionalValues;
  change: (changes: Partial<AdditionalValues>) => void;
  errors: FieldErrors;
}

/**
 * One emergency contact: name, phone and relation. Inside the app, the phone's contact list fills
 * name and number (bridge selectContact); the number is cleaned as spec §5 says.
 */
export function ContactFields({ index, values, change, errors }: ContactFieldsProps) {
  const { t, language } = useOnboardingI18n();
  const { market } = getAppIdentity();
  const name = `emergencyContactName${index}` as const;
  const mobile = `emergencyContactMobile${index}` as const;
  const relation = `emergencyContactRelation${index}` as const;

  async function pick() {
    const contact = await selectContact(index);
    if (!contact) return;
    const number = cleanContactNumber(market.id, contact.mobile);
    change(contact.name ? { [name]: contact.name, [mobile]: number } : { [mobile]: number });
  }

  return (
    <fieldset className="ob-card">
      <legend className="ob-section-title">
        {t(index === 1 ? 'additional.contact1' : 'additional.contact2')}
      </legend>
      {hostSupports('selectContact') ? (
        <Button
          className="ob-inline-action"
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => void pick()}
        >
          {t('additional.pickContact')}
        </Button>
      ) : null}
      <TextField
        name={name}
        label={fieldLabel(name, language)}
        value={values[name]}
        onChange={(value) => change({ [name]: value })}
        autoComplete="off"
        error={errors[name]}
      />
      <TextField
        name={mobile}
        label={fieldLabel(mobile, language)}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={values[mobile]}
        clean={(typed) => typedPhone(market.id, typed)}
        onChange={(value) => change({ [mobile]: value })}
        hint={t('additional.contactMobileHint')}
        error={errors[mobile]}
      />
      <SelectField
        name={relation}
        label={fieldLabel(relation, language)}
        value={values[relation]}
        choices={optionChoices(market.id, 'contactRelation', language)}
        onChange={(value) => change({ [relation]: value })}
        error={errors[relation]}
      />
    </fieldset>
  );
}
