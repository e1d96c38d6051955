import { formMessage, maxLengthOf } from '@puente/domain';
import { MX_STATES, NG_STATES, ngStateByCode } from '@puente/domain/data';
import { type KeyboardEvent, useMemo } from 'react';
import { useOnboardingI18n } from '../../../i18n/onboarding/use-onboarding-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { showToast } from '../../../ui/toast.ts';
import { digitsUpTo } from '../lib/digits-only.ts';
import { fieldLabel } from '../lib/field-label.ts';
import type { FieldErrors } from '../lib/form-issues.ts';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

export interface Place {
  state: string;
  city: string;
  pinCode: string;
}

interface PlaceFieldsProps extends Place {
  onChange: (changes: Partial<Place>) => void;
  errors: FieldErrors;
}

const KEYS_THAT_DO_NOT_TYPE = ['Tab', 'Shift', 'Escape'];

/**
 * State, then city (spec §4): the city waits for a state ("please select State") and changing the
 * state clears it. In Nigeria the city is the state's local government area, picked from its list;
 * Mexico adds the postal code, which must belong to the state.
 */
export function PlaceFields({ state, city, pinCode, onChange, errors }: PlaceFieldsProps) {
  const { t, language } = useOnboardingI18n();
  const { market } = getAppIdentity();
  const states = useMemo(
    () =>
      market.id === 'MX'
        ? MX_STATES.map((s) => ({ value: s.curpCode, label: s.name[language] })).sort((a, b) =>
            a.label.localeCompare(b.label, language),
          )
        : NG_STATES.map((s) => ({ value: s.code, label: s.name })),
    [market.id, language],
  );
  const lgas = market.id === 'NG' ? (ngStateByCode(state)?.lgas ?? []) : [];
  const needsState = state === '';
  const stateFirst = () => void showToast(formMessage({ field: 'city', rule: 'stateFirst' }, language));
  const guard = {
    onMouseDown: (event: { preventDefault: () => void }) => {
      if (!needsState) return;
      event.preventDefault();
      stateFirst();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!needsState || KEYS_THAT_DO_NOT_TYPE.includes(event.key)) return;
      event.preventDefault();
      stateFirst();
    },
  };
  const cityHint = needsState ? t('personal.cityNeedsState') : undefined;

  return (
    <>
      <SelectField
        name="state"
        label={fieldLabel('state', language)}
        value={state}
        choices={states}
        onChange={(value) => onChange({ state: value, city: '' })}
        error={errors.state}
      />
      {market.id === 'NG' ? (
        <SelectField
          name="city"
          label={fieldLabel('lga', language)}
          value={city}
          choices={lgas.map((lga) => ({ value: lga, label: lga }))}
          onChange={(value) => onChange({ city: value })}
          error={errors.city}
          hint={cityHint}
          {...guard}
        />
      ) : (
        <>
          <TextField
            name="city"
            label={fieldLabel('city', language)}
            value={city}
            onChange={(value) => onChange({ city: value })}
            readOnly={needsState}
            autoComplete="address-level2"
            error={errors.city}
            hint={cityHint}
            {...guard}
          />
          <TextField
            name="pinCode"
            label={fieldLabel('pinCode', language)}
            value={pinCode}
            clean={digitsUpTo(maxLengthOf('pinCode'))}
            onChange={(value) => onChange({ pinCode: value })}
            inputMode="numeric"
            autoComplete="postal-code"
            error={errors.pinCode}
          />
        </>
      )}
    </>
  );
}
