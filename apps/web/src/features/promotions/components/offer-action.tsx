import { Link } from 'react-router';
import { usePromotionsI18n } from '../../../i18n/promotions/use-promotions-i18n.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useStoredItem } from '../../../lib/use-stored-item.ts';

/** The way on from a promotion: registering for a visitor, applying for a signed-in borrower. */
export function OfferAction() {
  const { t } = usePromotionsI18n();
  const token = useStoredItem(STORAGE_KEYS.token);
  return (
    <div className="promo-actions">
      {token ? (
        <Link className="button-link promo-primary" to="/borrow/to_borrow">
          {t('promo.apply')}
        </Link>
      ) : (
        <>
          <Link className="button-link promo-primary" to="/user/register">
            {t('promo.register')}
          </Link>
          <Link className="ui-link" to="/user/login">
            {t('promo.haveAccount')}
          </Link>
        </>
      )}
    </div>
  );
}
