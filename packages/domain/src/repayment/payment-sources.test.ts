import { describe, expect, it } from 'vitest';
import { paymentLineText, paymentReferenceShown } from './payment-sources.ts';

describe('payment sources on a statement', () => {
  it('names the channel in the borrower language, and says "payment received" for one it does not know', () => {
    expect(paymentLineText('stp', 'en')).toBe('Payment by SPEI transfer');
    expect(paymentLineText('oxxo', 'es')).toBe('Pago por efectivo en OXXO');
    expect(paymentLineText(undefined, 'es')).toBe('Pago recibido');
  });

  it('shows the SPEI tracking key a bank app shows, and other references as they are', () => {
    expect(paymentReferenceShown('stp', '18777983:MBAN01002702112971305')).toBe('MBAN01002702112971305');
    expect(paymentReferenceShown('paystack', 'T123:456')).toBe('T123:456');
  });
});
