import type { Language } from '@puente/domain';

/** Every text of the sandbox checkout page, in both languages of the product. */
export const CHECKOUT_TEXT = {
  en: {
    title: 'Pay {merchant}',
    gateway: { paystack: 'Paystack checkout', flutterwave: 'Flutterwave checkout' },
    amount: 'Amount to pay',
    merchant: 'Merchant',
    reference: 'Reference',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'CVC',
    pay: 'Pay {amount}',
    cancel: 'Cancel',
    sandbox:
      'Sandbox: no real card is charged. Any card number works; one ending in 0002 is declined. The security code is checked and forgotten.',
    declined: 'Your card was declined. Try another card or cancel.',
    invalid: {
      cardNumber: 'Enter the card number: 12 to 19 digits.',
      expiry: 'Enter the expiry as MM/YY, not in the past.',
      cvc: 'Enter the 3 or 4 digit security code.',
    },
    missing: 'There is no such payment. Go back to the app and start again.',
    timedOut: 'This payment can no longer be made: it was paid, cancelled or timed out. Go back to the app.',
    back: 'Back to the app',
  },
  es: {
    title: 'Pagar a {merchant}',
    gateway: { paystack: 'Pago con Paystack', flutterwave: 'Pago con Flutterwave' },
    amount: 'Monto a pagar',
    merchant: 'Comercio',
    reference: 'Referencia',
    card: 'Número de tarjeta',
    expiry: 'Vencimiento (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    cvc: 'CVC',
    pay: 'Pagar {amount}',
    cancel: 'Cancelar',
    sandbox:
      'Entorno de pruebas: no se cobra ninguna tarjeta real. Cualquier número sirve; uno que termina en 0002 se rechaza. El código de seguridad se verifica y se olvida.',
    declined: 'Tu tarjeta fue rechazada. Prueba con otra tarjeta o cancela.',
    invalid: {
      cardNumber: 'Escribe el número de tarjeta: de 12 a 19 dígitos.',
      expiry: 'Escribe el vencimiento como MM/AA, no en el pasado.',
      cvc: 'Escribe el código de seguridad de 3 o 4 dígitos.',
    },
    missing: 'No existe ese pago. Vuelve a la app y empieza de nuevo.',
    timedOut: 'Este pago ya no se puede hacer: se pagó, se canceló o venció. Vuelve a la app.',
    back: 'Volver a la app',
  },
} as const;

export type CheckoutText = (typeof CHECKOUT_TEXT)[Language];
