import {
  DomainError,
  type Language,
  type MarketId,
  type MessageKind,
  type MessageText,
  messageText,
} from '@puente/domain';
import type { messageContracts } from '@puente/domain/contract';
import type { z } from 'zod';
import type { BusinessClock } from '../../clock/business-clock.ts';
import type { Db } from '../../db/database.ts';
import type { SessionUser } from '../../protocol/call.ts';
import * as inbox from './inbox-repository.ts';
import { rememberLanguage } from './message-language.ts';

const PAGE_SIZE = 20;
const PREVIEW_CHARS = 90;

type Summary = z.input<typeof messageContracts.list.answer>['list'][number];
type Whole = z.input<typeof messageContracts.detail.answer>;
type Preferences = z.input<typeof messageContracts.preferences.answer>;

export interface InboxDeps {
  db: Db;
  clock: BusinessClock;
  /** Whether a WhatsApp channel is configured (the delivery module's setting); false until it is. */
  whatsappOffered?: boolean;
}

/**
 * The borrower's inbox (spec msgList and msgDetail): every message ever written to them, in the
 * language of the request, and what they let the service send besides.
 */
export class InboxService {
  constructor(private readonly deps: InboxDeps) {}

  async list(user: SessionUser, lang: Language, page = 1, size = PAGE_SIZE) {
    const { db, clock } = this.deps;
    // The inbox is where the borrower is surely reading: the language they read in is kept for the SMS.
    await db.transaction((tx) => rememberLanguage(tx, user.userId, lang, clock.now()));
    const rows = await inbox.pageOf(db, user.userId, (page - 1) * size, size);
    const { total, unread } = await inbox.counts(db, user.userId);
    return { list: rows.map((row) => summary(row, lang)), total, unread };
  }

  async detail(user: SessionUser, lang: Language, id: string): Promise<Whole> {
    const { db, clock } = this.deps;
    const numeric = /^\d{1,15}$/.test(id) ? Number(id) : undefined;
    const row = numeric === undefined ? undefined : await inbox.ownMessage(db, user.userId, numeric);
    if (!row) throw new DomainError('messageNotFound');
    const readAt = await db.transaction((tx) => inbox.markRead(tx, user.userId, row.id, clock.now()));
    const words = wordsOf(row, lang);
    return {
      ...summary({ ...row, readAt }, lang, words),
      text: words.text,
      action: words.action ?? null,
    };
  }

  async unread(user: SessionUser): Promise<{ unread: number }> {
    return { unread: await inbox.unreadCount(this.deps.db, user.userId) };
  }

  async readAll(user: SessionUser): Promise<{ unread: number }> {
    const { db, clock } = this.deps;
    await db.transaction((tx) => inbox.markAllRead(tx, user.userId, clock.now()));
    return this.unread(user);
  }

  async preferences(user: SessionUser): Promise<Preferences> {
    const row = await inbox.preferencesOf(this.deps.db, user.userId);
    const whatsappOffered = this.deps.whatsappOffered ?? false;
    return {
      marketing: row?.marketing ?? false,
      whatsapp: whatsappOffered && (row?.whatsapp ?? false),
      whatsappOffered,
    };
  }

  async savePreferences(
    user: SessionUser,
    lang: Language,
    input: { marketing: boolean; whatsapp: boolean },
  ): Promise<Preferences> {
    const { db, clock } = this.deps;
    await db.transaction((tx) =>
      inbox.saveChoices(tx, {
        userId: user.userId,
        language: lang,
        marketing: input.marketing,
        whatsapp: input.whatsapp,
        now: clock.now(),
      }),
    );
    return this.preferences(user);
  }
}

function wordsOf(row: inbox.InboxRow, lang: Language): MessageText {
  return messageText(row.kind as MessageKind, row.params, row.market as MarketId, lang);
}

function summary(row: inbox.InboxRow, lang: Language, words = wordsOf(row, lang)): Summary {
  const line = words.text.split('\n')[0] ?? '';
  return {
    id: String(row.id),
    kind: row.kind,
    title: words.title,
    preview: line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1)}…` : line,
    time: row.createdAt.toISOString(),
    read: row.readAt !== null,
    orderNo: row.orderNo,
  };
}
