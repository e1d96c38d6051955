import type { Db } from '../../db/database.ts';
import { type CodeMessage, type SmsProvider, SmsRejectedError } from '../../providers/sms/sms-provider.ts';
import { sandboxOutbox } from '../sandbox-schema.ts';

/**
 * Behaves like an SMS gateway: it accepts at once and delivers a moment later (into the outbox a
 * tester reads at GET /dev/outbox), and it refuses numbers ending in 0000, as a gateway refuses an
 * unreachable number.
 */
export class SandboxSmsProvider implements SmsProvider {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly deliveryDelayMs: number,
    private readonly now: () => Date,
  ) {}

  async send(message: CodeMessage): Promise<void> {
    if (message.mobile.endsWith('0000'))
      throw new SmsRejectedError(`sandbox gateway refused ${message.channel}`);
    const delivery = new Promise<void>((resolve) => setTimeout(resolve, this.deliveryDelayMs))
      .then(() => this.deliver(message))
      .catch(() => {})
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Waits for messages still on their way; used at shutdown. */
  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async deliver(message: CodeMessage): Promise<void> {
    await this.db.insert(sandboxOutbox).values({
      mobile: message.mobile,
      e164: message.e164,
      channel: message.channel,
      code: message.code,
      text: message.text,
      createdAt: this.now(),
    });
  }
}
