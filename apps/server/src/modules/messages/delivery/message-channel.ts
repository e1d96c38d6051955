import type { OutboundChannel } from '@puente/domain';
import type { TextSender } from '../../../providers/sms/sms-provider.ts';

/** A way out besides the inbox: sends a text to the borrower's number, answers the provider's reference. */
export interface MessageChannel {
  readonly name: OutboundChannel;
  send(e164: string, text: string): Promise<string | undefined>;
}

/** SMS through the market's provider (Twilio for Mexico, Termii for Nigeria; decision 051). */
export class SmsChannel implements MessageChannel {
  readonly name = 'sms' as const;
  constructor(private readonly texts: TextSender) {}
  send(e164: string, text: string): Promise<string | undefined> {
    return this.texts.sendText({ e164, text });
  }
}

/** WhatsApp through Twilio's Messages API, `whatsapp:` addresses (decision 061). */
export class WhatsAppChannel implements MessageChannel {
  readonly name = 'whatsapp' as const;
  constructor(private readonly texts: TextSender) {}
  send(e164: string, text: string): Promise<string | undefined> {
    return this.texts.sendText({ e164, text, whatsapp: true });
  }
}

/** The channels a service has: SMS when its providers take texts, WhatsApp when it is offered too. */
export function messageChannels(
  texts: TextSender | undefined,
  whatsappOffered: boolean,
): Partial<Record<OutboundChannel, MessageChannel>> {
  if (!texts) return {};
  return { sms: new SmsChannel(texts), ...(whatsappOffered ? { whatsapp: new WhatsAppChannel(texts) } : {}) };
}
