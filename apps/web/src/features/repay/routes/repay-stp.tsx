import '../../../ui/screen.css';
import '../components/repay.css';
import type { StpClabeView } from '@puente/domain';
import { getStpClabe } from '../api/stp-clabe.ts';
import { AccountTransfer } from '../components/account-transfer.tsx';
import { ClabeCard } from '../components/clabe-card.tsx';

const fetchClabe = async (orderNo: string) => (await getStpClabe(orderNo)).data;
const checkParams = (account: StpClabeView) => ({ bank: account.bankName, beneficiary: account.beneficiary });

/**
 * /repay/repay_stp: pay by SPEI to the borrower's own CLABE at STP. The CLABE grouped for reading,
 * a copy button, the bank and beneficiary to check, the amounts, and the steps in a banking app.
 */
export function RepayStpRoute() {
  return (
    <AccountTransfer
      name="stp"
      fetchAccount={fetchClabe}
      texts="stp"
      Card={ClabeCard}
      checkParams={checkParams}
    />
  );
}
