import { useState } from 'react';
import { toastApiError } from '../../../api/client.ts';
import { getMessagePreferences, saveMessagePreferences } from '../../../api/messages.ts';
import { useMessagesI18n } from '../../../i18n/messages/use-messages-i18n.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { useStoredItem } from '../../../lib/use-stored-item.ts';
import { showToast } from '../../../ui/toast.ts';

type Preferences = { marketing: boolean; whatsapp: boolean; whatsappOffered: boolean };

/**
 * Settings' "Messages we send you" (decision 060): offers by SMS (marketing, opt-in) and WhatsApp
 * where the service offers it. Reminders and notices about a loan cannot be turned off, and the
 * section says so. Each switch saves at once; the service's answer is what the switches show.
 */
export function MessagePreferences() {
  const { t } = useMessagesI18n();
  const token = useStoredItem(STORAGE_KEYS.token);
  const loaded = useLoaded(
    token ? `msgPrefs:${token}` : undefined,
    async () => (await getMessagePreferences()).data,
  );
  const [saved, setSaved] = useState<Preferences>();
  const [saving, setSaving] = useState(false);
  const prefs = saved ?? loaded.data;
  if (!prefs) return null;

  async function change(choice: { marketing: boolean; whatsapp: boolean }) {
    setSaving(true);
    try {
      setSaved((await saveMessagePreferences(choice)).data);
      showToast(t('msg.prefs.saved'));
    } catch (error) {
      toastApiError(error);
    } finally {
      setSaving(false);
    }
  }

  const current = { marketing: prefs.marketing, whatsapp: prefs.whatsapp };
  return (
    <section className="msg-prefs" aria-labelledby="msg-prefs-title">
      <h2 id="msg-prefs-title" className="msg-prefs-title">
        {t('msg.prefs.title')}
      </h2>
      <Toggle
        id="msg-pref-marketing"
        label={t('msg.prefs.marketing')}
        hint={t('msg.prefs.marketingHint')}
        checked={prefs.marketing}
        disabled={saving}
        onChange={(marketing) => void change({ ...current, marketing })}
      />
      {prefs.whatsappOffered ? (
        <Toggle
          id="msg-pref-whatsapp"
          label={t('msg.prefs.whatsapp')}
          hint={t('msg.prefs.whatsappHint')}
          checked={prefs.whatsapp}
          disabled={saving}
          onChange={(whatsapp) => void change({ ...current, whatsapp })}
        />
      ) : null}
      <p className="msg-prefs-required">{t('msg.prefs.required')}</p>
    </section>
  );
}

/** A labelled switch: a native checkbox, so keyboards and screen readers know it as it is. */
function Toggle(props: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="msg-pref">
      <div className="msg-pref-label">
        <label htmlFor={props.id}>{props.label}</label>
        <span id={`${props.id}-hint`} className="msg-pref-hint">
          {props.hint}
        </span>
      </div>
      <input
        id={props.id}
        className="msg-pref-switch"
        type="checkbox"
        role="switch"
        aria-describedby={`${props.id}-hint`}
        checked={props.checked}
        aria-checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </div>
  );
}
