import type { ErrorDefinition } from './catalogue.ts';

/** The console's customer view (decision 053): 100114xx. */
export const STAFF_CUSTOMERS_ERRORS = {
  customerNotFound: {
    code: 10011401,
    http: 404,
    en: 'There is no such customer.',
    es: 'No existe ese cliente.',
  },
  customerLoanNotFound: {
    code: 10011402,
    http: 404,
    en: 'There is no loan with that number.',
    es: 'No hay ningún préstamo con ese número.',
  },
  customerFieldEmpty: {
    code: 10011403,
    http: 404,
    en: 'This customer has nothing on file for {field}.',
    es: 'Este cliente no tiene nada registrado en {field}.',
  },
  photoLinkInvalid: {
    code: 10011404,
    http: 403,
    en: 'This photo link is not valid for you. Open the photo again from the customer view.',
    es: 'Este enlace de foto no es válido para ti. Vuelve a abrir la foto desde la vista del cliente.',
  },
  photoLinkExpired: {
    code: 10011405,
    http: 410,
    en: 'This photo link has expired. Open the photo again from the customer view.',
    es: 'Este enlace de foto expiró. Vuelve a abrir la foto desde la vista del cliente.',
  },
  photoGone: {
    code: 10011406,
    http: 404,
    en: 'This photo was replaced or removed since the link was made.',
    es: 'Esta foto fue reemplazada o eliminada después de crear el enlace.',
  },
  customerSearchShort: {
    code: 10011407,
    http: 400,
    en: 'Type at least 3 characters to search.',
    es: 'Escribe al menos 3 caracteres para buscar.',
  },
} satisfies Record<string, ErrorDefinition>;
