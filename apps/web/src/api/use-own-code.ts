import { ERRORS, VERIFICATION } from '@puente/domain';
import { useCountdown } from '../lib/use-countdown.ts';
import { showToast } from '../ui/toast.ts';
import { isApiError } from './api-error.ts';
import { toastApiError } from './client.ts';
import { getVerifyCode } from './get-verify-code.ts';
import { fetchUserInfo, readUserInfo } from './user-info.ts';

/**
 * An SMS code to the signed-in borrower's own number (confirming a bank account, signing the loan
 * agreement: `orderNo`), with the resend countdown; `focusId` is the code input, which takes the
 * focus once the code is on its way.
 */
export function useOwnCode(focusId: string, orderNo?: string) {
  const countdown = useCountdown();

  async function send() {
    try {
      const mobile = readUserInfo()?.mobile ?? (await fetchUserInfo()).mobile;
      const answer = await getVerifyCode(mobile, 'sms', orderNo);
      countdown.start(answer.data?.resendSeconds || VERIFICATION.resendSeconds);
      showToast(answer.msg);
      document.getElementById(focusId)?.focus();
    } catch (error) {
      const wait =
        isApiError(error) && error.code === ERRORS.sendTooSoon.code
          ? (error.data as { seconds?: number } | null)?.seconds
          : undefined;
      if (typeof wait === 'number') countdown.start(wait);
      toastApiError(error);
    }
  }

  return { secondsLeft: countdown.secondsLeft, send: () => void send() };
}
