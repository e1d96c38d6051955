/**
 * Lets code outside React (the API client's session handling, the native bridge) change the
 * route. The router registers its navigate function at start; before that, the hash is set.
 */
export interface NavigateOptions {
  replace?: boolean;
}

type Navigate = (path: string, options?: NavigateOptions) => Promise<void> | void;

let navigator: Navigate | undefined;
let currentPath: (() => string) | undefined;

/** `current` tells the path (with its query) on screen, e.g. for the way back after a lost session. */
export function setNavigator(navigate: Navigate | undefined, current?: () => string): void {
  navigator = navigate;
  currentPath = current;
}

/** The in-app path on screen, as the router knows it (or the hash, before it is up). */
export function pathOnScreen(): string {
  if (currentPath) return currentPath();
  const hash = window.location.hash.replace(/^#/, '');
  return hash.startsWith('/') ? hash : '/';
}

/** Resolves once the new screen is shown (or at once, before the router is up). */
export async function navigateTo(path: string, options?: NavigateOptions): Promise<void> {
  if (navigator) await navigator(path, options);
  else window.location.hash = `#${path}`;
}

/** The login route, remembering where to come back to after a successful login. */
export function loginPath(returnPath?: string): string {
  const back = returnPath && isSafeReturnPath(returnPath) && returnPath !== '/' ? returnPath : undefined;
  return back ? `/user/login?redirect=${encodeURIComponent(back)}` : '/user/login';
}

/** Only in-app paths: no other origin, no protocol-relative URL, no login loop. */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/user/');
}
