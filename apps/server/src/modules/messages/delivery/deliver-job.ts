import {
  APPS,
  contactAllowed,
  DAILY_CONTACT_CAP,
  type Language,
  type MarketId,
  type MessageKind,
  type OutboundChannel,
  parseLanguage,
  purposeOf,
  smsText,
} from '@puente/domain';
import { sql } from 'drizzle-orm';
import type { BusinessClock } from '../../../clock/business-clock.ts';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { SmsRejectedError } from '../../../providers/sms/sms-provider.ts';
import { contactsToday } from '../message-writer.ts';
import type { MessageChannel } from './message-channel.ts';

/** Tries before a delivery the provider keeps failing is given up (`failed`); a refusal fails at once. */
export const MAX_ATTEMPTS = 5;
/**
 * How long an instance holds the deliveries it took: past it, another may take them (it died sending).
 * Longer than a whole batch can take with every provider call timing out (20 × 10 s), so a slow
 * provider never lets a second instance send what the first is still sending.
 */
const LEASE_MS = 5 * 60_000;
/** How long one tick spends sending before the tick moves on. */
const TICK_BUDGET_MS = 20_000;
const BATCH = 20;
/** The waits before each retry after a transient failure: a minute, then 5, 15, an hour. */
const RETRY_AFTER_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

/** One delivery's outcome, as the service logs it: never the number, never the text. */
export interface DeliveryLogEntry {
  delivery: number;
  kind: string;
  channel: string;
  status: 'sent' | 'failed' | 'suppressed' | 'pending';
  detail?: string;
}

export interface DeliveryDeps {
  db: Db;
  clock: BusinessClock;
  channels: Partial<Record<OutboundChannel, MessageChannel>>;
  log: (entry: DeliveryLogEntry) => void;
}

interface Claimed {
  id: number;
  channel: OutboundChannel;
  toE164: string;
  userId: string;
  attempts: number;
  kind: MessageKind;
  params: Record<string, unknown>;
  market: MarketId;
  language: string | null;
  marketing: boolean | null;
}

/**
 * The tick's `deliverMessages`: every pending delivery whose time has come, in batches. Each batch
 * is taken with a lease (claimed_until) under FOR UPDATE SKIP LOCKED, so two instances never take
 * the same delivery; then each is checked again at the time of sending (decision 060) and sent, or
 * put off, or given up. Answers the outcomes.
 */
export async function deliverMessages(deps: DeliveryDeps): Promise<DeliveryLogEntry[]> {
  if (!deps.channels.sms && !deps.channels.whatsapp) return [];
  const outcomes: DeliveryLogEntry[] = [];
  // Wall time, not the business clock: a morning's backlog (every reminder waits for 07:00) must not
  // hold the tick's other steps for long; what is left goes at the next tick.
  const stopAt = Date.now() + TICK_BUDGET_MS;
  while (Date.now() < stopAt) {
    const batch = await claimBatch(deps);
    if (batch.length === 0) break;
    // A borrower's deliveries one after another, so each sees the one before it against the daily
    // cap; different borrowers' at once, so a batch costs one provider round trip, not twenty.
    const byBorrower = new Map<string, Claimed[]>();
    for (const d of batch) byBorrower.set(d.userId, [...(byBorrower.get(d.userId) ?? []), d]);
    await Promise.all(
      [...byBorrower.values()].map(async (deliveries) => {
        for (const delivery of deliveries) {
          const outcome = await deliver(deps, delivery);
          deps.log(outcome);
          outcomes.push(outcome);
        }
      }),
    );
  }
  return outcomes;
}

async function claimBatch(deps: DeliveryDeps): Promise<Claimed[]> {
  const now = deps.clock.now();
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const taken = rowsOf(
    await deps.db.execute(sql`
      with taken as (
        update message_deliveries d set claimed_until = ${leaseUntil}
        where d.id in (
          select id from message_deliveries
          where status = 'pending' and not_before <= ${now}
            and (claimed_until is null or claimed_until <= ${now})
          order by not_before, id
          limit ${BATCH}
          for update skip locked)
        returning d.id, d.channel, d.to_e164, d.user_id, d.attempts, d.message_id
      )
      select t.id, t.channel, t.to_e164, t.user_id, t.attempts, m.kind, m.params, m.market,
        mp.language, mp.marketing
      from taken t
      join messages m on m.id = t.message_id
      left join message_preferences mp on mp.user_id = t.user_id
      order by t.id`),
  );
  return taken.map((r) => ({
    id: Number(r.id),
    channel: r.channel as OutboundChannel,
    toE164: String(r.to_e164),
    userId: String(r.user_id),
    attempts: Number(r.attempts),
    kind: r.kind as MessageKind,
    params: (typeof r.params === 'string' ? JSON.parse(r.params) : r.params) as Record<string, unknown>,
    market: r.market as MarketId,
    language: (r.language as string | null) ?? null,
    marketing: (r.marketing as boolean | null) ?? null,
  }));
}

async function deliver(deps: DeliveryDeps, d: Claimed): Promise<DeliveryLogEntry> {
  const now = deps.clock.now();
  const base = { delivery: d.id, kind: d.kind, channel: d.channel };
  const purpose = purposeOf(d.kind);
  if (purpose === 'marketing' && d.marketing !== true)
    return suppress(deps, d, base, 'marketing not opted in');
  const channel = deps.channels[d.channel];
  if (!channel) return suppress(deps, d, base, `${d.channel} not offered`);
  if (purpose !== 'notice') {
    const contacts = await contactsToday(deps.db, d.userId, d.market, now);
    const verdict = contactAllowed(d.market, now, contacts);
    if (!verdict.allowed)
      return putOff(
        deps,
        d,
        base,
        verdict.next,
        verdict.reason === 'window'
          ? 'outside the contact window'
          : `daily contact cap reached (${contacts} of ${DAILY_CONTACT_CAP})`,
      );
  }
  const text = smsText(d.kind, d.params, d.market, languageOf(d));
  try {
    const ref = await channel.send(d.toE164, text);
    await settle(deps, d, {
      status: 'sent',
      sent_at: deps.clock.now(),
      provider_ref: ref ?? null,
      detail: null,
    });
    return { ...base, status: 'sent' };
  } catch (error) {
    return failure(deps, d, base, error);
  }
}

function languageOf(d: Claimed): Language {
  const fallback = APPS.find((app) => app.market === d.market)?.defaultLanguage ?? 'en';
  return parseLanguage(d.language, fallback);
}

/** A refusal fails at once; a provider that failed (or could not be reached) is tried again later. */
async function failure(
  deps: DeliveryDeps,
  d: Claimed,
  base: Omit<DeliveryLogEntry, 'status'>,
  error: unknown,
): Promise<DeliveryLogEntry> {
  const refused = error instanceof SmsRejectedError && !error.transient;
  const reason =
    error instanceof SmsRejectedError
      ? error.message
      : `provider unreachable (${error instanceof Error ? error.name : 'error'})`;
  const attempts = d.attempts + 1;
  if (refused || attempts >= MAX_ATTEMPTS) {
    await settle(deps, d, { status: 'failed', detail: `${reason}; ${attempts} attempt(s)` });
    return { ...base, status: 'failed', detail: reason };
  }
  const wait = RETRY_AFTER_MS[Math.min(attempts - 1, RETRY_AFTER_MS.length - 1)] as number;
  await settle(deps, d, {
    status: 'pending',
    not_before: new Date(deps.clock.now().getTime() + wait),
    detail: `retrying after: ${reason}`,
  });
  return { ...base, status: 'pending', detail: reason };
}

async function suppress(
  deps: DeliveryDeps,
  d: Claimed,
  base: Omit<DeliveryLogEntry, 'status'>,
  detail: string,
): Promise<DeliveryLogEntry> {
  await settle(deps, d, { status: 'suppressed', detail }, false);
  return { ...base, status: 'suppressed', detail };
}

/** Not now: back to pending for `until`, the attempt not counted. */
async function putOff(
  deps: DeliveryDeps,
  d: Claimed,
  base: Omit<DeliveryLogEntry, 'status'>,
  until: Date,
  detail: string,
): Promise<DeliveryLogEntry> {
  await settle(deps, d, { status: 'pending', not_before: until, detail }, false);
  return { ...base, status: 'pending', detail };
}

/** Writes the outcome and lets the lease go. */
async function settle(
  deps: DeliveryDeps,
  d: Claimed,
  set: {
    status: string;
    detail: string | null;
    sent_at?: Date;
    provider_ref?: string | null;
    not_before?: Date;
  },
  attempted = true,
): Promise<void> {
  await deps.db.execute(sql`
    update message_deliveries set
      status = ${set.status},
      detail = ${set.detail},
      sent_at = coalesce(${set.sent_at ?? null}::timestamptz, sent_at),
      provider_ref = coalesce(${set.provider_ref ?? null}::text, provider_ref),
      not_before = coalesce(${set.not_before ?? null}::timestamptz, not_before),
      attempts = attempts + ${attempted ? 1 : 0},
      claimed_until = null
    where id = ${d.id}`);
}
