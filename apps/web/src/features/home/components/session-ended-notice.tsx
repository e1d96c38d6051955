import Button from 'antd-mobile/es/components/button';
import { toLogin } from '../../../bridge/bridge.ts';
import { type SessionMessageKey, useSessionI18n } from '../../../i18n/session/use-session-i18n.ts';
import type { SessionEnded, SessionEndReason } from '../../../lib/session-ended.ts';

const TEXT: Record<SessionEndReason, SessionMessageKey> = {
  expired: 'session.expired',
  elsewhere: 'session.elsewhere',
  ended: 'session.ended',
};

/** The stored value; an older build's '1' (no reason kept) reads as a plain "ended". */
export function readSessionEnded(raw: string): SessionEnded {
  try {
    const parsed = JSON.parse(raw) as Partial<SessionEnded>;
    const reason = parsed.reason === 'expired' || parsed.reason === 'elsewhere' ? parsed.reason : 'ended';
    return typeof parsed.back === 'string' ? { reason, back: parsed.back } : { reason };
  } catch {
    return { reason: 'ended' };
  }
}

/**
 * Home's word after the service ended the session: why (it lapsed, or the account logged in on
 * another device), and "Log in again", back to the screen the borrower was on, through the native
 * app's own login when there is one. Loaded only when there is something to say.
 */
export function SessionEndedNotice({ stored }: { stored: string }) {
  const { t } = useSessionI18n();
  const ended = readSessionEnded(stored);
  return (
    <>
      <p className="home-status-banner" role="status">
        {t(TEXT[ended.reason])}
      </p>
      <p className="home-status-text">{t('session.hint')}</p>
      <Button color="primary" block shape="rounded" size="large" onClick={() => void toLogin(ended.back)}>
        {t('session.loginAgain')}
      </Button>
    </>
  );
}
