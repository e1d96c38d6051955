import type { Language } from '../i18n/language.ts';
import type { CodeChannel } from './verification-rules.ts';
import { VERIFICATION } from './verification-rules.ts';

const minutes = VERIFICATION.ttlSeconds / 60;

/** What the borrower reads (SMS) or hears (voice call) with a one-time code. */
export function codeMessageText(appName: string, code: string, lang: Language, channel: CodeChannel): string {
  const spoken = channel === 'voice' ? code.split('').join(' ') : code;
  return lang === 'es'
    ? `Tu código de ${appName} es ${spoken}. Vence en ${minutes} minutos. No lo compartas con nadie.`
    : `Your ${appName} code is ${spoken}. It expires in ${minutes} minutes. Never share it with anyone.`;
}
