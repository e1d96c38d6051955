import './user-center.css';
import Button from 'antd-mobile/es/components/button';
import { toastApiError } from '../../../api/client.ts';
import { leaveSession } from '../../../api/session.ts';
import { readUserInfo } from '../../../api/user-info.ts';
import { useAppInfoI18n } from '../../../i18n/app-info/use-app-info-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { APP_VERSION } from '../../../lib/app-version.ts';
import { maskMobile } from '../../../lib/mask-mobile.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useStoredItem } from '../../../lib/use-stored-item.ts';
import { LinkList } from '../../../ui/link-list.tsx';
import { showToast } from '../../../ui/toast.ts';
import { logout } from '../api/logout.ts';
import { MessagePreferences } from '../components/message-preferences.tsx';
import { UpdatePrompt } from '../components/update-prompt.tsx';

/** Settings: language, the messages the borrower lets the service send, log out, the app version (spec §9) and, in an older native app, an update prompt. */
export function SettingsRoute() {
  const { t, language } = useAppInfoI18n();
  const userInfo = readUserInfo(useStoredItem(STORAGE_KEYS.userInfo));
  const edition = useStoredItem(STORAGE_KEYS.edition);
  const { market } = getAppIdentity();

  async function onLogout() {
    try {
      const answer = await logout();
      showToast(answer.msg);
    } catch (error) {
      toastApiError(error);
    } finally {
      leaveSession();
    }
  }

  return (
    <div className="user-center">
      {userInfo ? (
        <p className="user-center-account">
          {t('settings.account', { mobile: `+${market.callingCode} ${maskMobile(userInfo.mobile)}` })}
        </p>
      ) : null}
      <LinkList
        label={t('route.settings')}
        items={[
          { to: '/user_center/language', label: t('settings.language'), extra: t(`language.${language}`) },
        ]}
      />
      <MessagePreferences />
      <Button color="danger" fill="outline" size="large" block shape="rounded" onClick={onLogout}>
        {t('settings.logout')}
      </Button>
      <p className="user-center-version">
        {t('app.version', { version: edition ? `${APP_VERSION} (${edition})` : APP_VERSION })}
      </p>
      <UpdatePrompt edition={edition} />
    </div>
  );
}
