import '../../../ui/screen.css';
import '../components/promotions.css';
import { Link } from 'react-router';
import { usePromotionsI18n } from '../../../i18n/promotions/use-promotions-i18n.ts';
import { SignedIn } from '../../../ui/signed-in.tsx';
import { OfferFacts } from '../components/offer-facts.tsx';
import { OfferHero } from '../components/offer-hero.tsx';

/**
 * /yx2ConfirmBorrow: a signed-in borrower confirms they want to go on with the offer and enters the
 * borrow flow, where the amount, the term and the exact cost are chosen and shown before signing.
 * Signed out, it asks to log in and comes back here.
 */
export function Yx2ConfirmBorrowRoute() {
  const { t } = usePromotionsI18n();
  return (
    <SignedIn message={t('promo.confirm.loginFirst')}>
      <div className="ui-screen">
        <OfferHero title="promo.confirm.title" lead="promo.confirm.lead" />
        <OfferFacts />
        <div className="promo-actions">
          <Link className="button-link promo-primary" to="/borrow/to_borrow">
            {t('promo.confirm.continue')}
          </Link>
          <Link className="ui-link" to="/">
            {t('promo.confirm.notNow')}
          </Link>
        </div>
      </div>
    </SignedIn>
  );
}
