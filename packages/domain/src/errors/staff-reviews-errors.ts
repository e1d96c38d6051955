import type { ErrorDefinition } from './catalogue.ts';

/** The console's review queues (docs/decisions/059): proofs of payment, applications, identities. */
export const STAFF_REVIEWS_ERRORS = {
  receiptLinkExpired: {
    code: 10011200,
    http: 403,
    en: 'This receipt link has expired or is not yours. Reload the queue to get a new one.',
    es: 'Este enlace al comprobante expiró o no es tuyo. Recarga la cola para obtener uno nuevo.',
  },
  receiptMissing: {
    code: 10011201,
    http: 404,
    en: 'The receipt image of this proof of payment could not be found.',
    es: 'No se encontró la imagen del comprobante de este pago.',
  },
  applicationNotFound: {
    code: 10011202,
    http: 404,
    en: 'There is no application with this number.',
    es: 'No hay una solicitud con este número.',
  },
  applicationNotHeld: {
    code: 10011203,
    http: 409,
    en: 'This application is not waiting for a reviewer: it was already decided.',
    es: 'Esta solicitud no espera a un revisor: ya fue decidida.',
  },
  identityAlreadyCompleted: {
    code: 10011204,
    http: 409,
    en: 'This identity was already completed; its photos can no longer be asked for again.',
    es: 'Esta identidad ya se completó; ya no se pueden pedir sus fotos de nuevo.',
  },
  identityNothingToRedo: {
    code: 10011205,
    http: 404,
    en: 'This borrower has no identity photos or checks to redo.',
    es: 'Esta persona no tiene fotos ni verificaciones de identidad que repetir.',
  },
} satisfies Record<string, ErrorDefinition>;
