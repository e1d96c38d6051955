import type { ReactNode } from 'react';
import { useExtensionI18n } from '../../../i18n/extension/use-extension-i18n.ts';
import { SignedIn as SharedSignedIn } from '../../../ui/signed-in.tsx';

/** Asks for a session before showing the borrower's own loan (see ui/signed-in.tsx). */
export function SignedIn({ children }: { children: ReactNode }) {
  const { t } = useExtensionI18n();
  return <SharedSignedIn message={t('ext.loginFirst')}>{children}</SharedSignedIn>;
}
