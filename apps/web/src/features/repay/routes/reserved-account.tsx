import '../../../ui/screen.css';
import '../components/repay.css';
import type { ReservedAccountView } from '@puente/domain';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { getReservedAccount } from '../api/reserved-account.ts';
import { AccountCard, type TransferCardProps } from '../components/account-card.tsx';
import { AccountTransfer } from '../components/account-transfer.tsx';
import { digitsOnly, groupAccountNumber } from '../lib/digits.ts';

const fetchAccount = async (orderNo: string) => (await getReservedAccount(orderNo)).data;
const checkParams = (account: ReservedAccountView) => ({
  bank: account.bankName,
  accountName: account.accountName,
});

/**
 * /repay/reserved_account (Nigeria): pay by transfer to the account number the service's preferred
 * provider (Monnify, Flutterwave or Paystack, as the detail names them) keeps for the borrower. The number grouped for reading, a copy button, the bank and account name to check, the
 * amounts, and the steps in a banking app.
 */
export function ReservedAccountRoute() {
  return (
    <AccountTransfer
      name="reservedAccount"
      fetchAccount={fetchAccount}
      texts="reserved"
      Card={ReservedAccountCard}
      checkParams={checkParams}
    />
  );
}

function ReservedAccountCard({ account, next }: TransferCardProps<ReservedAccountView>) {
  const { t } = useRepayI18n();
  return (
    <AccountCard
      account={account}
      next={next}
      titleId="rp-account-title"
      title={t('reserved.accountNumber')}
      grouped={groupAccountNumber(account.accountNumber)}
      digits={digitsOnly(account.accountNumber)}
      copyLabel={t('reserved.copy')}
      bank={[t('reserved.bank'), account.bankName]}
      holder={[t('reserved.accountName'), account.accountName]}
      dueLabel={t('reserved.amountDue')}
      totalLabel={t('reserved.total')}
    />
  );
}
