/**
 * Which native host (if any) the page runs in, and how a message reaches it.
 *
 * - Android: a JavaScript interface added as `window.Android`; each action is a method taking ONE
 *   string argument, the JSON of the action's data: `window.Android.toLogin('{"returnPath":"/"}')`.
 * - iOS (WKWebView): a script message handler per action:
 *   `window.webkit.messageHandlers.toLogin.postMessage({ returnPath: '/' })`.
 * - React Native (react-native-webview): one channel for all actions:
 *   `window.ReactNativeWebView.postMessage('{"action":"toLogin","data":{"returnPath":"/"}}')`.
 * - Browser: none of these; callers fall back to web behaviour.
 */
export type HostKind = 'android' | 'ios' | 'react-native' | 'browser';

export type BridgeAction =
  | 'toLogin'
  | 'getLoginInfo'
  | 'logout'
  | 'setNewToken'
  | 'logEventByLocal'
  | 'logEventByAF'
  | 'selectContact'
  | 'startTimeSdk';

type AndroidInterface = Partial<Record<BridgeAction, (json: string) => unknown>>;
interface WebkitHandlers {
  messageHandlers?: Partial<Record<BridgeAction, { postMessage: (message: unknown) => void }>>;
}
interface ReactNativeWebView {
  postMessage: (message: string) => void;
}

declare global {
  interface Window {
    Android?: AndroidInterface;
    webkit?: WebkitHandlers;
    ReactNativeWebView?: ReactNativeWebView;
  }
}

export function detectHost(): HostKind {
  if (typeof window === 'undefined') return 'browser';
  if (window.ReactNativeWebView && typeof window.ReactNativeWebView.postMessage === 'function') {
    return 'react-native';
  }
  if (window.Android && typeof window.Android === 'object') return 'android';
  if (window.webkit?.messageHandlers) return 'ios';
  return 'browser';
}

/** Whether the host can take this action (React Native takes every action on one channel). */
export function hostSupports(action: BridgeAction): boolean {
  switch (detectHost()) {
    case 'android':
      return typeof window.Android?.[action] === 'function';
    case 'ios':
      return typeof window.webkit?.messageHandlers?.[action]?.postMessage === 'function';
    case 'react-native':
      return true;
    default:
      return false;
  }
}

/** Sends one action to the host; false when there is no host that takes it. */
export function sendToHost(action: BridgeAction, data: Record<string, unknown> = {}): boolean {
  if (!hostSupports(action)) return false;
  try {
    switch (detectHost()) {
      case 'android':
        window.Android?.[action]?.(JSON.stringify(data));
        return true;
      case 'ios':
        window.webkit?.messageHandlers?.[action]?.postMessage(data);
        return true;
      case 'react-native':
        window.ReactNativeWebView?.postMessage(JSON.stringify({ action, data }));
        return true;
      default:
        return false;
    }
  } catch {
    return false;
  }
}
