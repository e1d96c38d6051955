import type { ErrorDefinition } from './catalogue.ts';
import { STAFF_AUTH_ERRORS } from './staff-auth-errors.ts';
import { STAFF_COLLECTIONS_ERRORS } from './staff-collections-errors.ts';
import { STAFF_CUSTOMERS_ERRORS } from './staff-customers-errors.ts';
import { STAFF_MONEY_ERRORS } from './staff-money-errors.ts';
import { STAFF_PRODUCTS_ERRORS } from './staff-products-errors.ts';
import { STAFF_REPORTS_ERRORS } from './staff-reports-errors.ts';
import { STAFF_REVIEWS_ERRORS } from './staff-reviews-errors.ts';

/**
 * The staff console's answers (decision 053): 100110xx the console's core (sessions, permissions,
 * maker-checker); each area its own file and range, added to the list below.
 */
const STAFF_CORE_ERRORS = {
  staffSignedOut: {
    code: 10011001,
    http: 401,
    en: 'Your staff session has ended. Please sign in again.',
    es: 'Tu sesión de personal terminó. Vuelve a iniciar sesión.',
  },
  staffForbidden: {
    code: 10011002,
    http: 403,
    en: 'Your role does not allow this action.',
    es: 'Tu rol no permite esta acción.',
  },
  staffCsrf: {
    code: 10011003,
    http: 403,
    en: 'This request did not come from the console. Reload the page and try again.',
    es: 'Esta solicitud no vino de la consola. Recarga la página e inténtalo de nuevo.',
  },
  makerIsChecker: {
    code: 10011004,
    http: 409,
    en: 'You proposed this action: another member must approve it.',
    es: 'Tú propusiste esta acción: otro miembro debe aprobarla.',
  },
  proposalNotOpen: {
    code: 10011005,
    http: 409,
    en: 'This proposal was already decided.',
    es: 'Esta propuesta ya fue decidida.',
  },
  proposalNotFound: {
    code: 10011006,
    http: 404,
    en: 'There is no such proposal.',
    es: 'No existe esa propuesta.',
  },
  proposalAlreadyOpen: {
    code: 10011007,
    http: 409,
    en: 'An open proposal for this already waits for approval.',
    es: 'Ya hay una propuesta abierta para esto esperando aprobación.',
  },
  staffFormInvalid: {
    code: 10011008,
    http: 400,
    en: 'Please check the field {field}.',
    es: 'Revisa el campo {field}.',
  },
} satisfies Record<string, ErrorDefinition>;

export const STAFF_ERRORS = {
  ...STAFF_CORE_ERRORS,
  ...STAFF_AUTH_ERRORS,
  ...STAFF_MONEY_ERRORS,
  ...STAFF_PRODUCTS_ERRORS,
  ...STAFF_CUSTOMERS_ERRORS,
  ...STAFF_REVIEWS_ERRORS,
  ...STAFF_REPORTS_ERRORS,
  ...STAFF_COLLECTIONS_ERRORS,
};
