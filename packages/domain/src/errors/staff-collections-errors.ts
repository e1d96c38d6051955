import type { ErrorDefinition } from './catalogue.ts';

/** Collections in the staff console (issue 21, decision 060): 100117xx. */
export const STAFF_COLLECTIONS_ERRORS = {
  collectionsCaseNotFound: {
    code: 10011701,
    http: 404,
    en: 'There is no loan {orderNo}.',
    es: 'No existe el préstamo {orderNo}.',
  },
  collectionsNotOverdue: {
    code: 10011702,
    http: 409,
    en: 'Loan {orderNo} is not overdue: collections work only overdue loans.',
    es: 'El préstamo {orderNo} no está vencido: cobranza solo trabaja préstamos vencidos.',
  },
  collectionsOutsideWindow: {
    code: 10011703,
    http: 409,
    en: 'It is outside the hours this borrower may be contacted ({window}, their time). They may be contacted from {next}.',
    es: 'Está fuera del horario en que se puede contactar a este acreditado ({window}, su hora). Se le puede contactar desde {next}.',
  },
  collectionsDailyCap: {
    code: 10011704,
    http: 409,
    en: 'This borrower was already contacted {cap} times today, the most allowed. They may be contacted from {next}.',
    es: 'A este acreditado ya se le contactó {cap} veces hoy, el máximo permitido. Se le puede contactar desde {next}.',
  },
  collectionsPromiseOpen: {
    code: 10011705,
    http: 409,
    en: 'Loan {orderNo} already has an open promise to pay; it is followed up on its date.',
    es: 'El préstamo {orderNo} ya tiene una promesa de pago abierta; se revisa en su fecha.',
  },
  collectionsPromiseDate: {
    code: 10011706,
    http: 400,
    en: 'The promised date must be between today and {last}.',
    es: 'La fecha prometida debe estar entre hoy y {last}.',
  },
  collectionsPromiseAmount: {
    code: 10011707,
    http: 400,
    en: 'The promised amount must be more than zero and at most what is owed ({owed}).',
    es: 'El monto prometido debe ser mayor que cero y a lo más lo adeudado ({owed}).',
  },
  collectionsLinkUnavailable: {
    code: 10011708,
    http: 409,
    en: 'Payment links cannot be made: the service has no public address configured.',
    es: 'No se pueden generar ligas de pago: el servicio no tiene una dirección pública configurada.',
  },
} satisfies Record<string, ErrorDefinition>;
