import Button from 'antd-mobile/es/components/button';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { type AuthMode, useAuthFlow } from '../hooks/use-auth-flow.ts';
import { AuthNotice } from './auth-notice.tsx';
import { CodeField } from './code-field.tsx';
import { MobileField } from './mobile-field.tsx';

const TEXTS = {
  login: {
    title: 'auth.loginTitle',
    intro: 'auth.loginIntro',
    submit: 'auth.login',
    other: 'auth.toRegister',
    otherPath: '/user/register',
  },
  register: {
    title: 'auth.registerTitle',
    intro: 'auth.registerIntro',
    submit: 'auth.register',
    other: 'auth.toLogin',
    otherPath: '/user/login',
  },
} as const;

/** The login and register screens: same fields, different call and wording. */
export function AuthForm({ mode }: { mode: AuthMode }) {
  const { t } = useI18n();
  const flow = useAuthFlow(mode);
  const texts = TEXTS[mode];
  return (
    <div className="auth">
      <div className="auth-intro">
        <h2 id="auth-title" className="auth-title">
          {t(texts.title)}
        </h2>
        <p className="auth-lead">{t(texts.intro)}</p>
      </div>
      <form className="auth-form" aria-labelledby="auth-title" noValidate onSubmit={flow.submit}>
        <MobileField value={flow.mobile} onChange={flow.setMobile} callingCode={flow.callingCode} />
        <CodeField
          value={flow.code}
          onChange={flow.setCode}
          secondsLeft={flow.secondsLeft}
          onSendSms={flow.sendSms}
          onSendVoice={flow.sendVoice}
        />
        {flow.notice ? <AuthNotice notice={flow.notice} search={flow.search} /> : null}
        <Button type="submit" color="primary" size="large" block shape="rounded">
          {t(texts.submit)}
        </Button>
      </form>
      <p className="auth-switch">
        <Link to={{ pathname: texts.otherPath, search: flow.search }} replace>
          {t(texts.other)}
        </Link>
      </p>
      <p className="auth-terms">
        {t('auth.terms')} <Link to="/termsCondition">{t('route.termsCondition')}</Link>
        {' · '}
        <Link to="/provicy">{t('route.provicy')}</Link>
      </p>
    </div>
  );
}
