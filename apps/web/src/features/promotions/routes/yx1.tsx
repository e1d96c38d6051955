import '../../../ui/screen.css';
import '../components/promotions.css';
import { OfferAction } from '../components/offer-action.tsx';
import { OfferFacts } from '../components/offer-facts.tsx';
import { OfferHero } from '../components/offer-hero.tsx';

/** /yx1: what the loan is and what it costs, then on to register (or to apply, when signed in). */
export function Yx1Route() {
  return (
    <div className="ui-screen">
      <OfferHero title="promo.yx1.title" lead="promo.yx1.lead" />
      <OfferFacts />
      <OfferAction />
    </div>
  );
}
