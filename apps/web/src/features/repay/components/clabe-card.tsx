import type { StpClabeView } from '@puente/domain';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { digitsOnly, groupClabe } from '../lib/digits.ts';
import { AccountCard, type TransferCardProps } from './account-card.tsx';

/**
 * A CLABE at STP to transfer to by SPEI: grouped for reading, a copy button, the bank and the
 * beneficiary to check, and the amounts (the SPEI screen and the payment link show the same card).
 */
export function ClabeCard({ account, next }: TransferCardProps<StpClabeView>) {
  const { t } = useRepayI18n();
  return (
    <AccountCard
      account={account}
      next={next}
      titleId="rp-clabe-title"
      title={t('stp.clabe')}
      grouped={groupClabe(account.clabe)}
      digits={digitsOnly(account.clabe)}
      copyLabel={t('stp.copy')}
      bank={[t('stp.bank'), account.bankName]}
      holder={[t('stp.beneficiary'), account.beneficiary]}
      dueLabel={t('stp.amountDue')}
      totalLabel={t('stp.total')}
    />
  );
}
