import type { ReactNode } from 'react';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';
import { SignedIn as SharedSignedIn } from '../../../ui/signed-in.tsx';

/** Asks for a session before showing the borrower's own loan (see ui/signed-in.tsx). */
export function SignedIn({ children }: { children: ReactNode }) {
  const { t } = useRepayI18n();
  return <SharedSignedIn message={t('repay.loginFirst')}>{children}</SharedSignedIn>;
}
