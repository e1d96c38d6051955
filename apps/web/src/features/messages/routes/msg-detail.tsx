import '../../../ui/screen.css';
import '../messages.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getMessage } from '../../../api/messages.ts';
import { refreshUnread } from '../../../api/unread-count.ts';
import { useMessagesI18n } from '../../../i18n/messages/use-messages-i18n.ts';
import { isSafeReturnPath } from '../../../lib/navigation.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useStoredItem } from '../../../lib/use-stored-item.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { MessageTime } from '../components/message-time.tsx';

/**
 * /user_center/msg_detail?id=<id> (spec §2 msgDetail, guarded): one message whole, with its button
 * when it has one ("Pay now" → the repayment screen). Opening it marks it read on the service, so
 * the list and the Me tab's count are asked again.
 */
export function MsgDetailRoute() {
  const { t, language } = useMessagesI18n();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const token = useStoredItem(STORAGE_KEYS.token);
  const navigate = useNavigate();
  const client = useQueryClient();
  const message = useQuery({
    queryKey: ['messages', 'detail', id, language],
    queryFn: async () => (await getMessage(id)).data,
    enabled: id !== '',
    retry: false,
  });
  const opened = message.data?.id;
  useEffect(() => {
    if (!opened || !token) return;
    void refreshUnread(token);
    void client.invalidateQueries({ queryKey: ['messages', 'list'] });
  }, [opened, token, client]);

  if (!id) return <MissingMessage />;
  if (!message.data)
    return (
      <LoadState
        loadingLabel={t('route.msgDetail')}
        error={message.error}
        onRetry={() => navigate('/user_center/msg_list')}
        retryLabel={t('msg.backToList')}
      />
    );
  const { title, time, text, action } = message.data;
  return (
    <article className="ui-screen">
      <div className="ui-card">
        {/* The screen's h1 is the bar's "Message"; the message's own title comes under it. */}
        <h2 className="msg-detail-title">{title}</h2>
        <MessageTime className="msg-time" iso={time} />
        <p className="msg-detail-text">{text}</p>
      </div>
      {action && isSafeReturnPath(action.route) ? (
        <Button color="primary" size="large" block shape="rounded" onClick={() => navigate(action.route)}>
          {action.label}
        </Button>
      ) : null}
      <Button color="primary" fill="none" block onClick={() => navigate('/user_center/msg_list')}>
        {t('msg.backToList')}
      </Button>
    </article>
  );
}

function MissingMessage() {
  const { t } = useMessagesI18n();
  const navigate = useNavigate();
  return (
    <section className="ui-screen ui-card ui-center" role="alert">
      <p>{t('msg.missing')}</p>
      <Button
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={() => navigate('/user_center/msg_list')}
      >
        {t('msg.backToList')}
      </Button>
    </section>
  );
}
