import type { Localized } from '../i18n/language.ts';

/** The `msg` of code-0 answers (spec §8). */
export const SUCCESS_MESSAGES = {
  ok: { en: 'Success', es: 'Éxito' },
  codeSent: { en: 'Sent successfully', es: 'Enviado con éxito' },
  loggedIn: { en: 'Successful login', es: 'Inicio de sesión exitoso' },
  registered: { en: 'Registered successfully', es: 'Registro exitoso' },
  loggedOut: { en: 'Exited successfully', es: 'Sesión cerrada con éxito' },
  cancelled: { en: 'Cancellation success', es: 'Cancelación exitosa' },
  orderSubmitted: { en: 'Loan order is being submitted', es: 'La solicitud de préstamo se está enviando' },
} satisfies Record<string, Localized>;

export type SuccessMessageName = keyof typeof SUCCESS_MESSAGES;
