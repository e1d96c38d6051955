import { describe, expect, it } from 'vitest';
import { channelsOf } from '../../modules/repayment/repayment-detail.ts';
import { Secret } from '../../settings/secret.ts';
import { createOxxoAcquirer } from './create-oxxo-acquirer.ts';

const base = { standins: undefined, webhookSecret: 'whsec_x', serviceSecret: 's', publicUrl: undefined };

describe('which OXXO acquirer a service gets', () => {
  it('has none in production without a Stripe key, and then the channel lists leave OXXO out', () => {
    const none = createOxxoAcquirer({
      ...base,
      stripe: { secretKey: undefined, apiBase: 'https://api.stripe.com' },
    });
    expect(none).toBeUndefined();
    expect(channelsOf('MX', 'en', none?.reflected, true).map((c) => c.channelId)).toEqual(['stp', 'voucher']);
    // No STP, no SPEI: the detail and the portal both leave it out.
    expect(channelsOf('MX', 'en', 'withinMinutes', false).map((c) => c.channelId)).toEqual([
      'oxxo',
      'voucher',
    ]);
    expect(channelsOf('MX', 'en', 'withinMinutes', true).map((c) => c.channelId)).toEqual([
      'stp',
      'oxxo',
      'voucher',
    ]);
  });

  it("uses Stripe with a key, saying live payments show by the next business day and test mode's within minutes", () => {
    const stripe = (key: string) => ({ secretKey: new Secret(key), apiBase: 'https://api.stripe.com' });
    expect(createOxxoAcquirer({ ...base, stripe: stripe(`sk_live_${'a'.repeat(24)}`) })?.reflected).toBe(
      'nextBusinessDay',
    );
    expect(createOxxoAcquirer({ ...base, stripe: stripe(`sk_test_${'a'.repeat(24)}`) })?.reflected).toBe(
      'withinMinutes',
    );
  });
});
