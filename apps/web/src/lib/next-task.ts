/**
 * Resolves in a new task of the event loop. A MessageChannel message comes without the clamping of
 * nested `setTimeout`s; between two tasks the browser may paint and answer a tap.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
