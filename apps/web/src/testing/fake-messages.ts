import { ERRORS, type MessageKind } from '@puente/domain';
import { vi } from 'vitest';
import { fail, fakeApi, type Handler, ok, type SeenRequest } from './fake-api.ts';

/** One inbox message as the service keeps it, already in the reader's language. */
export interface FakeMessage {
  id: string;
  kind: MessageKind;
  title: string;
  text: string;
  /** ISO 8601 on the service clock. */
  time: string;
  read: boolean;
  orderNo: string | null;
  action: { label: string; route: string } | null;
}

export interface MessagesState {
  messages: FakeMessage[];
  preferences: { marketing: boolean; whatsapp: boolean; whatsappOffered: boolean };
}

let serial = 0;

/** A message written at `time`, unread unless told. */
export function fakeMessage(
  overrides: Partial<FakeMessage> & Pick<FakeMessage, 'title' | 'text' | 'time'>,
): FakeMessage {
  serial += 1;
  return {
    id: `m${serial}`,
    kind: 'payment.receipt',
    read: false,
    orderNo: null,
    action: null,
    ...overrides,
  };
}

const summary = ({ text, action: _action, ...message }: FakeMessage) => ({
  ...message,
  preview: text.split('\n')[0]?.slice(0, 80) ?? '',
});

/**
 * The inbox calls (messageContracts) in memory: newest first, paged, opening a message reads it,
 * "Mark all as read", and the preferences. `more` adds other calls a screen makes.
 */
export function messageHandlers(start: Partial<MessagesState> = {}): {
  state: MessagesState;
  handlers: Record<string, Handler>;
} {
  const state: MessagesState = {
    messages: start.messages ?? [],
    preferences: start.preferences ?? { marketing: false, whatsapp: false, whatsappOffered: false },
  };
  const newestFirst = () => [...state.messages].sort((a, b) => b.time.localeCompare(a.time));
  const unread = () => state.messages.filter((message) => !message.read).length;
  const handlers: Record<string, Handler> = {
    '/api/msg/list': (request: SeenRequest) => {
      const page = Number(request.payload.page ?? 1);
      const size = Number(request.payload.size ?? 20);
      const all = newestFirst();
      return ok({
        list: all.slice((page - 1) * size, page * size).map(summary),
        total: all.length,
        unread: unread(),
      });
    },
    '/api/msg/detail': (request) => {
      const message = state.messages.find((candidate) => candidate.id === request.payload.id);
      if (!message) return fail(ERRORS.messageNotFound.code, ERRORS.messageNotFound.en, 404);
      message.read = true;
      return ok({ ...summary(message), text: message.text, action: message.action });
    },
    '/api/msg/unread': () => ok({ unread: unread() }),
    '/api/msg/read_all': () => {
      for (const message of state.messages) message.read = true;
      return ok({ unread: 0 });
    },
    '/api/msg/preferences': (request) => {
      if (request.method === 'POST') {
        const { marketing, whatsapp } = request.payload as { marketing: boolean; whatsapp: boolean };
        state.preferences = {
          ...state.preferences,
          marketing,
          whatsapp: state.preferences.whatsappOffered && whatsapp,
        };
      }
      return ok(state.preferences);
    },
  };
  return { state, handlers };
}

/** The inbox fake alone (plus `more` handlers), installed as fetch. */
export function fakeMessages(start: Partial<MessagesState> = {}, more: Record<string, Handler> = {}) {
  const { state, handlers } = messageHandlers(start);
  const api = fakeApi({ ...more, ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  return { api, state };
}
