import type { StandInStore } from './standin-store.ts';

/** What one phone got from the stand-in: a text (SMS or WhatsApp), or a call that said `text` in `language`. */
export interface Delivery {
  sid: string;
  channel: 'sms' | 'voice' | 'whatsapp';
  to: string;
  text: string;
  language: string | null;
  /** When the provider accepted it, on the stand-in's clock (the business clock in a sandbox service). */
  acceptedAt: string;
  /** Wall-clock milliseconds from which the phone has it: carrier latency runs on real time. */
  deliveredFromMs: number;
}

const HANDSET = 'handset:';

/**
 * The phones at the far end of an SMS stand-in's network (Twilio's, Termii's), each a list of what
 * reached it. Kept per number (one record kind per E.164 number) so reading a tester's phone reads
 * only that phone; the tester's outbox reads every SMS stand-in's handsets.
 */
export class Handsets {
  constructor(
    private readonly store: StandInStore,
    private readonly wallNow: () => number = Date.now,
  ) {}

  async accept(delivery: Delivery): Promise<void> {
    await this.store.put(HANDSET + delivery.to, `${delivery.acceptedAt}:${delivery.sid}`, { ...delivery });
  }

  /** What has reached `e164` by now, newest first; a message still on its way is not there yet. */
  async received(e164: string): Promise<Delivery[]> {
    const now = this.wallNow();
    const all = await this.store.list<Delivery & Record<string, unknown>>(HANDSET + e164);
    return all
      .filter((d) => d.deliveredFromMs <= now)
      .sort((a, b) => b.acceptedAt.localeCompare(a.acceptedAt) || b.deliveredFromMs - a.deliveredFromMs);
  }
}
