import { Link } from 'react-router';
import { useRewardsI18n } from '../../../i18n/rewards/use-rewards-i18n.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { getDrawOffer } from '../api/get-draw-offer.ts';

/**
 * Under a repaying loan's status, once its money was sent: the way to the prize draw, only while
 * one waits. It loads on its own after the status (with the rewards messages), and says nothing
 * when there is no draw or the question fails: it is an extra, never in the way of the loan.
 */
export function DrawEntry({ token }: { token: string }) {
  const { t, language } = useRewardsI18n();
  const offer = useLoaded(`draw:${token}:${language}`, async () => (await getDrawOffer()).data);
  if (!offer.data?.show) return null;
  return (
    <section className="home-card" aria-labelledby="home-draw-title">
      <h2 id="home-draw-title" className="home-status-title">
        {t('draw.entryTitle')}
      </h2>
      <p>{t('draw.entryText')}</p>
      <Link className="button-link" to="/user_center/prize_draw">
        {t('draw.entryLink')}
      </Link>
    </section>
  );
}
