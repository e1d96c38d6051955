import { type CodeChannel, MARKETS, type MarketId } from '@puente/domain';
import { type CodeMessage, type SmsProvider, SmsRejectedError } from './sms-provider.ts';

/** Who carries each channel to a market's numbers; undefined where no provider is configured. */
export type SmsRoutes = Record<MarketId, Record<CodeChannel, SmsProvider | undefined>>;

/**
 * Each market's codes go through the provider that reaches its numbers (decision 051): Mexican
 * numbers through Twilio; Nigerian texts through Termii's DND route, Nigerian calls through Twilio.
 * The market is the number's own calling code, so a code never goes out through the wrong country's
 * provider whatever app asked for it.
 */
export class MarketSms implements SmsProvider {
  constructor(private readonly routes: SmsRoutes) {}

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
