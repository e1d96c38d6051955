import { type CodeChannel, typedPhone, VERIFICATION } from '@puente/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { toastApiError } from '../../../api/client.ts';
import { establishSession } from '../../../api/establish-session.ts';
import { getVerifyCode } from '../../../api/get-verify-code.ts';
import { setNewToken } from '../../../bridge/bridge.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';
import { isSafeReturnPath } from '../../../lib/navigation.ts';
import { onFirstInteraction } from '../../../lib/on-first-interaction.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { showToast } from '../../../ui/toast.ts';
import { existsByMobile } from '../api/exists-by-mobile.ts';
import { login } from '../api/login.ts';
import { register } from '../api/register.ts';
import type { Notice } from '../components/auth-notice.tsx';
import { type AuthChecks, loadAuthChecks } from '../lib/load-auth-checks.ts';

export type AuthMode = 'login' | 'register';

interface CheckedMobile {
  national: string;
  ERRORS: AuthChecks['ERRORS'];
}

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION.codeLength}}$`);

/**
 * The login and register flow: validate the number as the server will (parseMobile), steer a new
 * number to register and a known one to login, send the code (SMS or voice) with a countdown, then
 * log in or register, store the session and land on home (or where the guard came from).
 */
export function useAuthFlow(mode: AuthMode) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { market } = getAppIdentity();
  const initialMobile = (location.state as { mobile?: unknown } | null)?.mobile;
  const [mobile, setMobile] = useState(typeof initialMobile === 'string' ? initialMobile : '');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const countdown = useCountdown();

  useEffect(
    () =>
      onFirstInteraction(() => {
        void loadAuthChecks().catch(() => {});
      }),
    [],
  );

  function noticeFor(kind: 'notRegistered' | 'registered', { national, ERRORS }: CheckedMobile): Notice {
    return kind === 'notRegistered'
      ? {
          text: ERRORS.mobileNotRegistered[language],
          to: '/user/register',
          action: t('auth.notRegisteredAction'),
          mobile: national,
        }
      : {
          text: ERRORS.mobileRegistered[language],
          to: '/user/login',
          action: t('auth.registeredAction'),
          mobile: national,
        };
  }

  /** The national number (and the messages to answer with), or null after telling the person what is wrong with it. */
  async function validMobile(): Promise<CheckedMobile | null> {
    let checks: AuthChecks;
    try {
      checks = await loadAuthChecks();
    } catch {
      showToast(t('api.networkFailed'));
      return null;
    }
    const result = checks.parseMobile(market.id, mobile);
    if (result.ok) return { national: result.mobile.national, ERRORS: checks.ERRORS };
    showToast(checks.ERRORS[result.error][language]);
    return null;
  }

  async function sendCode(channel: CodeChannel) {
    setNotice(null);
    const checked = await validMobile();
    if (!checked) return;
    const { national, ERRORS } = checked;
    try {
      const { data: exists } = await existsByMobile(national);
      if (mode === 'login' && !exists) return setNotice(noticeFor('notRegistered', checked));
      if (mode === 'register' && exists) return setNotice(noticeFor('registered', checked));
      const answer = await getVerifyCode(national, channel);
      countdown.start(answer.data?.resendSeconds || VERIFICATION.resendSeconds);
      showToast(answer.msg);
      document.getElementById('auth-code')?.focus();
    } catch (error) {
      const wait =
        isApiError(error) && error.code === ERRORS.sendTooSoon.code
          ? (error.data as { seconds?: number } | null)?.seconds
          : undefined;
      if (typeof wait === 'number') countdown.start(wait);
      toastApiError(error);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const checked = await validMobile();
    if (!checked) return;
    const { national, ERRORS } = checked;
    const typed = code.trim();
    // Every number signs in with a code, app-store review accounts included (decision 036).
    if (typed === '') return void showToast(ERRORS.codeEmpty[language]);
    if (!CODE_PATTERN.test(typed)) return void showToast(t('auth.codeFormat'));
    try {
      const credentials = { mobile: national, code: typed };
      const answer = await (mode === 'login' ? login(credentials) : register(credentials));
      try {
        await establishSession(answer.data.token);
      } catch {
        // The token is stored; user info is fetched again on the next start.
      }
      setNewToken(answer.data.token, answer.data.mobile);
      showToast(answer.msg);
      const redirect = searchParams.get('redirect');
      navigate(redirect && isSafeReturnPath(redirect) ? redirect : '/', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === ERRORS.mobileNotRegistered.code) {
        setNotice({ ...noticeFor('notRegistered', checked), text: error.message });
      } else if (isApiError(error) && error.code === ERRORS.mobileRegistered.code) {
        setNotice({ ...noticeFor('registered', checked), text: error.message });
      } else {
        toastApiError(error);
      }
    }
  }

  return {
    mobile,
    setMobile: (typed: string) => setMobile(typedPhone(market.id, typed)),
    code,
    setCode,
    notice,
    secondsLeft: countdown.secondsLeft,
    callingCode: market.callingCode,
    sendSms: () => void sendCode('sms'),
    sendVoice: () => void sendCode('voice'),
    submit: (event: FormEvent) => void submit(event),
    search: location.search,
  };
}
