import './me.css';
import type { Language } from '@puente/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { useUnreadCount } from '../../../api/unread-count.ts';
import { readUserInfo } from '../../../api/user-info.ts';
import { unreadText, useMessagesI18n } from '../../../i18n/messages/use-messages-i18n.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { maskMobile } from '../../../lib/mask-mobile.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { useStoredItem } from '../../../lib/use-stored-item.ts';
import { LinkList } from '../../../ui/link-list.tsx';
import { getCouponQuantity } from '../api/coupon-quantity.ts';

/** The "me" tab (spec §2): the account, and the way to messages (with the unread count), coupons, help, settings and agreements. */
export function MeRoute() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const token = useStoredItem(STORAGE_KEYS.token);
  const userInfo = readUserInfo(useStoredItem(STORAGE_KEYS.userInfo));
  const { market } = getAppIdentity();
  // One small background call (no TanStack Query: this tab is a first screen, decision 008).
  const coupons = useLoaded(
    token ? `coupons:${token}` : undefined,
    async () => (await getCouponQuantity()).data,
  );
  const usable = coupons.data?.usable;
  const unread = useUnreadCount(token);
  const inbox = useMessagesI18n();
  return (
    <div className="me">
      <header className="me-header">
        <h1 className="me-title">{t('route.me')}</h1>
        {token ? (
          <p className="me-account">
            <span className="me-account-label">{t('me.mobile')}</span>
            <span className="me-account-value">
              {userInfo ? `+${market.callingCode} ${maskMobile(userInfo.mobile)}` : '…'}
            </span>
          </p>
        ) : (
          <div className="me-guest">
            <p>{t('me.guest')}</p>
            <Button color="primary" shape="rounded" onClick={() => navigate('/user/login')}>
              {t('me.login')}
            </Button>
          </div>
        )}
      </header>
      <LinkList
        label={t('me.menu')}
        items={[
          {
            to: '/user_center/msg_list',
            label: t('route.msgList'),
            extra: unread ? unreadText(inbox.t, language, unread, 'entry') : undefined,
          },
          {
            to: '/user_center/coupon',
            label: t('route.coupon'),
            extra: usable === undefined ? undefined : t(countKey(usable, language), { count: usable }),
          },
          { to: '/user_center/faq', label: t('route.faq') },
          { to: '/user_center/customer_services', label: t('route.customerServices') },
          { to: '/user_center/about_us', label: t('route.aboutUs') },
          { to: '/user_center/agreement_list', label: t('route.agreementList') },
          { to: '/user_center/language', label: t('route.language'), extra: t(`language.${language}`) },
          { to: '/user_center/settings', label: t('route.settings') },
        ]}
      />
    </div>
  );
}

/** "1 usable" or "2 usable" by the language's plural rules. */
function countKey(count: number, language: Language): 'me.couponsOne' | 'me.couponsOther' {
  return new Intl.PluralRules(language).select(count) === 'one' ? 'me.couponsOne' : 'me.couponsOther';
}
