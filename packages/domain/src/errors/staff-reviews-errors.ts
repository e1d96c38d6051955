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
} satisfies Record<string, ErrorDefinition>;
