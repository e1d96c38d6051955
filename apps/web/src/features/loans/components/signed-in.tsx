import type { ReactNode } from 'react';
import { useLoansI18n } from '../../../i18n/loans/use-loans-i18n.ts';
import { SignedIn as SharedSignedIn } from '../../../ui/signed-in.tsx';

/** Asks for a session before showing the borrower's own loan (see ui/signed-in.tsx). */
export function SignedIn({ children }: { children: ReactNode }) {
  const { t } = useLoansI18n();
  return <SharedSignedIn message={t('loans.loginFirst')}>{children}</SharedSignedIn>;
}
