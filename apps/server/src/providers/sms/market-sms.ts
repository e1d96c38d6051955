import { type CodeChannel, MARKETS, type MarketId } from '@puente/domain';
import {
  type CodeMessage,
  isTextSender,
  type SmsProvider,
  SmsRejectedError,
  type TextMessage,
  type TextSender,
} from './sms-provider.ts';

/** Who carries each channel to a market's numbers; undefined where no provider is configured. */
export type SmsRoutes = Record<MarketId, Record<CodeChannel, SmsProvider | undefined>>;

/**
 * Each market's codes go through the provider that reaches its numbers (decision 051): Mexican
 * numbers through Twilio; Nigerian texts through Termii's DND route, Nigerian calls through Twilio.
 * The market is the number's own calling code, so a code never goes out through the wrong country's
 * provider whatever app asked for it.
 */
export class MarketSms implements SmsProvider, TextSender {
  constructor(
    private readonly routes: SmsRoutes,
    /** WhatsApp's carrier (Twilio) when it is offered, for both markets' numbers (decision 061). */
    private readonly whatsapp?: TextSender,
  ) {}

  /** Whether a text may be sent by WhatsApp: its setting is given (or the sandbox's stand-in offers it). */
  get whatsappOffered(): boolean {
    return this.whatsapp !== undefined;
  }

  /** A text (not a code) through the SMS provider of the number's market, or through WhatsApp. */
  async sendText(message: TextMessage): Promise<string | undefined> {
    if (message.whatsapp) {
      if (!this.whatsapp) throw new SmsRejectedError('WhatsApp is not offered');
      return this.whatsapp.sendText(message);
    }
    const market = marketOf(message.e164);
    if (!market) throw new SmsRejectedError(`no SMS provider for ${message.e164.slice(0, 4)}…`);
    const provider = this.routes[market].sms;
    if (!isTextSender(provider)) throw new SmsRejectedError(`no text provider configured for ${market}`);
    return provider.sendText(message);
  }

  async send(message: CodeMessage): Promise<void> {
    const market = marketOf(message.e164);
    if (!market) throw new SmsRejectedError(`no SMS provider for ${message.e164.slice(0, 4)}…`);
    const provider = this.routes[market][message.channel];
    // Production without the market's provider: the borrower is told the code could not be sent
    // (and to try a call), and the operator was told at start which setting is missing.
    if (!provider) throw new SmsRejectedError(`no ${message.channel} provider configured for ${market}`);
    await provider.send(message);
  }
}

/** The market whose calling code begins the number; the longest code first, so +234 is never +2…. */
function marketOf(e164: string): MarketId | undefined {
  const markets = Object.values(MARKETS).sort((a, b) => b.callingCode.length - a.callingCode.length);
  return markets.find((m) => e164.startsWith(`+${m.callingCode}`))?.id;
}
