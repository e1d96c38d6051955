/**
 * Every localStorage key the app uses (spec §3), in one place. Native hosts and older builds read
 * the same names, so they are kept exactly as the spec spells them.
 */
export const STORAGE_KEYS = {
  /** The Authorization header value, stored WITH the "Bearer " prefix. */
  token: 'token',
  /** JSON of the last getUserInfo answer. */
  userInfo: 'userInfo',
  score: 'score',
  /** 'en' | 'es', once the person chose; until then the phone's language, else English (decision 033). */
  language: 'language',
  /** The app's package id: selects the envelope key and the market. */
  packageName: 'packageName',
  deviceMsg: 'deviceMsg',
  /** AppsFlyer id of the device, sent as the `afid` header. */
  afid: 'afid',
  appName: 'appName',
  edition: 'edition',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Unsaved onboarding forms, one key per user and screen: `draft:<userId>:<screen>` (lib/drafts.ts).
 * They hold personal data, so they go with the session like everything else.
 */
export const DRAFT_PREFIX = 'draft:';

/**
 * The last limit this device showed a borrower, one key per user: `limitSeen:<userId>`, so that a
 * rise is announced once (home's limit ladder). Only a figure of their own; it outlives the session
 * on purpose, because a limit rises while the borrower is away.
 */
export const LIMIT_SEEN_PREFIX = 'limitSeen:';

/**
 * What survives a logout or a lost session (spec §4 Session): the language the person chose and
 * which app this is (packageName, appName), since the app's key and market must not change under
 * the borrower's feet. Everything else is cleared.
 */
export const KEPT_ON_LOGOUT: readonly StorageKey[] = [
  STORAGE_KEYS.language,
  STORAGE_KEYS.packageName,
  STORAGE_KEYS.appName,
];

/**
 * A loan the confirm screen already chose the best coupon for, one key per order:
 * `couponOffered:<orderNo>`. It is chosen once, so "No coupon" stays the borrower's choice.
 */
export const COUPON_OFFERED_PREFIX = 'couponOffered:';

/**
 * Set when the service ended the session (an expired or replaced token), so that home says so and
 * offers to log in again instead of greeting a visitor; cleared by the next login or logout.
 */
export const SESSION_ENDED_KEY = 'sessionEnded';
