import { useMatches } from 'react-router';
import type { MessageKey } from '../i18n/translate.ts';

/** What each route declares in its `handle`: its spec name and title. */
export interface RouteMeta {
  /** The route name of spec §2 (the guard list refers to these). */
  name: string;
  titleKey: MessageKey;
  guard?: boolean;
}

/**
 * Spec §2 guard: routes with these names need a stored token. repayInfo, loanHistory, msgDetail and
 * msgList have no route in §2 yet; they are listed so the screens that bring them are guarded.
 * additionalInfomation and loanQuestion are missing from the spec's list, but like the other
 * onboarding steps they read and save the borrower's own data, so they are guarded too.
 */
export const GUARDED_ROUTE_NAMES: readonly string[] = [
  'settings',
  'aboutUs',
  'customerServices',
  'faq',
  'toBorrow',
  'personalInfomation',
  'bankAccount',
  'addBankCard',
  'idCardAuthentication',
  'additionalInfomation',
  'loanQuestion',
  'reviewTips',
  'repayInfo',
  'loanHistory',
  'msgDetail',
  'msgList',
  'coupon',
  'FinishLoading',
  // Not in spec §2's list (the screen is ours): a draw belongs to a borrower's loan.
  'prizeDraw',
];

export function routeMeta(name: string, titleKey: MessageKey): RouteMeta {
  return { name, titleKey, guard: GUARDED_ROUTE_NAMES.includes(name) };
}

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return Boolean(handle && typeof handle === 'object' && 'titleKey' in handle);
}

/** The meta of the deepest matched route that declares one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
