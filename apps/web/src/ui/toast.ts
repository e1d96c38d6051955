/**
 * Toast messages (antd-mobile Toast). The Toast module pulls in antd-mobile's animation library
 * (~28 kB gzip), so it is not part of any route's first load: `preloadToast()` fetches it right
 * after the first screen is up, and `showToast` waits for it. If it cannot be loaded (the network
 * dropped before the preload finished), a plain DOM toast says the same thing.
 */
import { createElement } from 'react';

type ToastModule = typeof import('antd-mobile/es/components/toast');

let loading: Promise<ToastModule> | undefined;

export function preloadToast(): Promise<ToastModule> {
  loading ??= import('antd-mobile/es/components/toast').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export async function showToast(content: string): Promise<void> {
  try {
    const { default: Toast } = await preloadToast();
    // antd-mobile's Toast has no live region of its own: the role makes screen readers read it.
    Toast.show({ content: createElement('span', { role: 'alert' }, content), duration: 2500 });
  } catch {
    showPlainToast(content);
  }
}

function showPlainToast(content: string): void {
  const node = document.createElement('div');
  node.setAttribute('role', 'alert');
  node.className = 'plain-toast';
  node.textContent = content;
  document.body.append(node);
  setTimeout(() => node.remove(), 2500);
}
