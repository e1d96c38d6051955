import type { ErrorDefinition } from './catalogue.ts';

/**
 * Product versions proposed and approved in the console (decision 056): 100115xx. A refused
 * change names the field and, in `data.rule`, the domain's rule in English for the record.
 */
export const STAFF_PRODUCTS_ERRORS = {
  productUnknown: {
    code: 10011501,
    http: 404,
    en: 'There is no product {productId} in market {market}.',
    es: 'No existe el producto {productId} en el mercado {market}.',
  },
  productChangeInvalid: {
    code: 10011502,
    http: 400,
    en: 'The proposed product breaks a rule at {field}: {rule}',
    es: 'El producto propuesto incumple una regla en {field}: {rule}',
  },
  productChangeInPast: {
    code: 10011503,
    http: 400,
    en: 'The date the change takes effect ({effectiveFrom}) has passed. Choose a later date.',
    es: 'La fecha en que el cambio entra en vigor ({effectiveFrom}) ya pasó. Elige una fecha posterior.',
  },
  productInterestOverCeiling: {
    code: 10011504,
    http: 400,
    en: 'The interest at {field} is {rate} % a year, above the legal maximum of {ceiling} %.',
    es: 'El interés en {field} es de {rate} % anual, por encima del máximo legal de {ceiling} %.',
  },
  productAnnualCostOverCeiling: {
    code: 10011505,
    http: 400,
    en: 'At {field} the {name} reaches {cost} % for an amount of {amount}, above the ceiling of {ceiling} %.',
    es: 'En {field} el {name} llega a {cost} % para un monto de {amount}, por encima del tope de {ceiling} %.',
  },
  productFeeOverCeiling: {
    code: 10011506,
    http: 400,
    en: 'The fee at {field} is above the maximum of {ceiling} % a day.',
    es: 'La comisión en {field} supera el máximo de {ceiling} % diario.',
  },
  productPenaltyOverCeiling: {
    code: 10011507,
    http: 400,
    en: 'The late penalty at {field} must be between 0 and {ceiling}.',
    es: 'La penalización por atraso en {field} debe estar entre 0 y {ceiling}.',
  },
} satisfies Record<string, ErrorDefinition>;
