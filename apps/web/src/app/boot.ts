import { fetchUserInfo } from '../api/user-info.ts';
import { getLoginInfo, hostSupports } from '../bridge/bridge.ts';
import { installBridgeReceiver } from '../bridge/receive.ts';
import { getLanguage } from '../i18n/language.ts';
import { applyIdentityFromUrl } from '../lib/app-identity.ts';
import { readItem } from '../lib/local-store.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/** Work done once before the first render. */
export function bootBeforeRender(): void {
  applyIdentityFromUrl(window.location);
  document.documentElement.lang = getLanguage();
  installBridgeReceiver();
}

/**
 * Work done once the first screen has painted: nothing here may delay that paint. (Called right
 * after `render()`, it ran before React had rendered anything, and on a slow network its user-info
 * call raced the screen's own chunks and calls.)
 */
export function bootAfterFirstPaint(): void {
  const token = readItem(STORAGE_KEYS.token);
  if (!token && hostSupports('getLoginInfo')) {
    void getLoginInfo();
  } else if (token) {
    // Refreshes the stored user info, and finds out early if the session was ended elsewhere.
    void fetchUserInfo({ overlay: false }).catch(() => {});
  }
}
