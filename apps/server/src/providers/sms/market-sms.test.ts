import { describe, expect, it } from 'vitest';
import { MarketSms } from './market-sms.ts';
import { type CodeMessage, type SmsProvider, SmsRejectedError } from './sms-provider.ts';

/** A provider that keeps what it was given: routing is what is under test, not the wire. */
class Recorder implements SmsProvider {
  readonly sent: string[] = [];
  async send(message: CodeMessage) {
    this.sent.push(`${message.channel} ${message.e164}`);
  }
}

const message = (e164: string, channel: 'sms' | 'voice' = 'sms'): CodeMessage => ({
  mobile: e164.slice(-10),
  e164,
  channel,
  code: '123456',
  language: 'en',
  text: 'Your code is 123456',
});

describe('codes routed by the number they go to', () => {
  it('sends Mexican numbers through Twilio, Nigerian texts through Termii and Nigerian calls through Twilio', async () => {
    const twilio = new Recorder();
    const termii = new Recorder();
    const sms = new MarketSms({ MX: { sms: twilio, voice: twilio }, NG: { sms: termii, voice: twilio } });
    await sms.send(message('+525512345678'));
    await sms.send(message('+525512345678', 'voice'));
    await sms.send(message('+2348031234567'));
    await sms.send(message('+2348031234567', 'voice'));
    expect(twilio.sent).toEqual(['sms +525512345678', 'voice +525512345678', 'voice +2348031234567']);
    expect(termii.sent).toEqual(['sms +2348031234567']);
  });

  it('refuses a Nigerian text when no Termii is configured, and a number of no market of ours', async () => {
    const twilio = new Recorder();
    const sms = new MarketSms({ MX: { sms: twilio, voice: twilio }, NG: { sms: undefined, voice: twilio } });
    await expect(sms.send(message('+2348031234567'))).rejects.toThrow(
      new SmsRejectedError('no sms provider configured for NG'),
    );
    await expect(sms.send(message('+15005550006'))).rejects.toBeInstanceOf(SmsRejectedError);
    // A call still reaches a Nigerian number: what the borrower is told to try.
    await sms.send(message('+2348031234567', 'voice'));
    expect(twilio.sent).toEqual(['voice +2348031234567']);
  });
});
