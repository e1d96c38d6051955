import { type CreditInfoView, formatAmount } from '@puente/domain';
import { useEffect, useState } from 'react';
import { readUserInfo } from '../../../api/user-info.ts';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { readKey, writeKey } from '../../../lib/local-store.ts';
import { LIMIT_SEEN_PREFIX } from '../../../lib/storage-keys.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { getCreditInfo } from '../api/get-credit-info.ts';

/**
 * Under "Your limit today": the next step of the limit and what earns it (a loan repaid on time),
 * or that this is the highest; and, once, that the limit went up since this device last showed it.
 * Says nothing while it loads or if the question fails: the limit itself is already on the card.
 */
export function LimitLadder({ token }: { token: string }) {
  const info = useLoaded(`credit:${token}`, async () => (await getCreditInfo()).data);
  return info.data ? <Ladder info={info.data} /> : null;
}

function Ladder({ info }: { info: CreditInfoView }) {
  const { t, language } = useLoansI18n();
  const money = (amount: number) => formatAmount(amount, info.currency, language, { whole: true });
  const userId = readUserInfo()?.userId;
  const key = userId ? `${LIMIT_SEEN_PREFIX}${userId}` : undefined;
  // Read once per visit, before this visit records the limit it shows: a rise is said once.
  const [rose] = useState(() => {
    const seen = key ? Number(readKey(key)) : 0;
    return seen > 0 && info.quota > seen ? seen : undefined;
  });
  useEffect(() => {
    if (key) writeKey(key, String(info.quota));
  }, [key, info.quota]);
  const higher = info.nextQuota > info.quota;
  return (
    <>
      {rose !== undefined ? (
        <p className="home-limit-rose" role="status">
          {t('limit.rose', { from: money(rose), to: money(info.quota) })}
        </p>
      ) : null}
      <p className="home-status-text">
        {higher ? t('limit.next', { amount: money(info.nextQuota) }) : t('limit.top')}
      </p>
    </>
  );
}
