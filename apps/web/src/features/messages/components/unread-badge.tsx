import './unread-badge.css';
import { useUnreadCount } from '../../../api/unread-count.ts';
import { unreadText, useMessagesI18n } from '../../../i18n/messages/use-messages-i18n.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useStoredItem } from '../../../lib/use-stored-item.ts';

/**
 * The unread count on the Me tab, inside the tab's link: the figure is drawn for the eye and the
 * link's name says it in words ("Me (2 unread messages)"), so it is not told by colour or shape alone.
 * Loaded after the first paint (tab-layout.tsx): it adds nothing to home's first JavaScript.
 */
export function UnreadBadge() {
  const token = useStoredItem(STORAGE_KEYS.token);
  const count = useUnreadCount(token);
  const { t, language } = useMessagesI18n();
  if (!token || !count) return null;
  return (
    <>
      <span className="tab-badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">{unreadText(t, language, count, 'badge')}</span>
    </>
  );
}
