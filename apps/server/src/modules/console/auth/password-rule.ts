import { DomainError } from '@puente/domain';

export const MIN_PASSWORD_LENGTH = 12;

/** Length is what makes a password hard to guess; the e-mail is the first thing anyone tries. */
export function checkNewPassword(password: string, email: string): void {
  const plain = password.trim().toLowerCase();
  const mail = email.trim().toLowerCase();
  if ([...password].length < MIN_PASSWORD_LENGTH || plain === mail || plain === mail.split('@')[0])
    throw new DomainError('staffPasswordWeak', { min: MIN_PASSWORD_LENGTH });
}
