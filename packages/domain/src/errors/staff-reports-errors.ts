import type { ErrorDefinition } from './catalogue.ts';

/** The console's reports (10011600–10011699). */
export const STAFF_REPORTS_ERRORS = {
  reportRangeBackwards: {
    code: 10011600,
    http: 400,
    en: 'The report starts after it ends: choose a start on or before the end.',
    es: 'El reporte empieza después de terminar: elige un inicio igual o anterior al final.',
  },
  reportRangeTooLong: {
    code: 10011601,
    http: 400,
    en: 'A report covers at most {max} days: choose a shorter period.',
    es: 'Un reporte abarca como máximo {max} días: elige un periodo más corto.',
  },
  reportTooManyMonths: {
    code: 10011602,
    http: 400,
    en: 'A report covers at most {max} months: choose a shorter period.',
    es: 'Un reporte abarca como máximo {max} meses: elige un periodo más corto.',
  },
} satisfies Record<string, ErrorDefinition>;
