import { call } from './call.ts';

/** The inbox calls (contract: @puente/domain/contract messageContracts). */

export function listMessages(page = 1) {
  return call('GET /api/msg/list', { page, size: 50 });
}

export function getMessage(id: string) {
  return call('GET /api/msg/detail', { id });
}

/** Asked in the background for the badge: no overlay, no network toast. */
export function getUnread() {
  return call('GET /api/msg/unread', {}, { quiet: true });
}

export function readAllMessages() {
  return call('POST /api/msg/read_all', {});
}

export function getMessagePreferences() {
  return call('GET /api/msg/preferences', {}, { quiet: true });
}

export function saveMessagePreferences(choice: { marketing: boolean; whatsapp: boolean }) {
  return call('POST /api/msg/preferences', choice);
}
