/**
 * Toast messages: one short text over the screen for 2.5 s. It is an alert, so screen readers say
 * it too (antd-mobile's Toast, used before, draws inside an aria-hidden mask that they skip, and
 * weighed 25.6 kB). A new toast takes the place of the one showing.
 */
const DURATION_MS = 2_500;

let showing: { node: HTMLElement; timer: ReturnType<typeof setTimeout> } | undefined;

export function showToast(content: string): void {
  if (showing) {
    clearTimeout(showing.timer);
    showing.node.remove();
  }
  const node = document.createElement('div');
  node.setAttribute('role', 'alert');
  node.className = 'toast';
  node.textContent = content;
  document.body.append(node);
  const timer = setTimeout(() => {
    node.remove();
    if (showing?.node === node) showing = undefined;
  }, DURATION_MS);
  showing = { node, timer };
}
