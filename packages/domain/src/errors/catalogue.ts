import { fillTemplate } from '../i18n/fill-template.ts';
import type { Language, Localized } from '../i18n/language.ts';
import { SESSION_CODES, TIMESTAMP_SKEWED_CODE } from './session-codes.ts';
import { STAFF_ERRORS } from './staff-errors.ts';

/**
 * Every non-zero answer code of the service, with the HTTP status it travels with and its text in
 * both languages. Ranges (docs/decisions/003-error-codes.md): 100001xx protocol, 100102xx security,
 * 100104xx onboarding, 100105xx loans, 100106xx repayment, and the session codes of spec §6 kept
 * exactly as the spec numbers them.
 * Texts may hold `{name}` placeholders filled by `errorMessage`.
 */
export interface ErrorDefinition extends Localized {
  code: number;
  http: number;
}

const define = <T extends Record<string, ErrorDefinition>>(table: T) => table;

export const ERRORS = define({
  // Protocol: the envelope, headers and payload shape.
  unknownApp: {
    code: 10000101,
    http: 400,
    en: 'This app is not recognised (packageName).',
    es: 'No reconocemos esta aplicación (packageName).',
  },
  envelopeMissing: {
    code: 10000102,
    http: 400,
    en: 'The request carries no encrypted payload.',
    es: 'La solicitud no trae datos cifrados.',
  },
  envelopeAmbiguous: {
    code: 10000103,
    http: 400,
    en: 'The request must carry exactly one encrypted field.',
    es: 'La solicitud debe traer un solo campo cifrado.',
  },
  envelopeNotHex: {
    code: 10000104,
    http: 400,
    en: 'The encrypted payload is not upper-case hexadecimal in 16-byte blocks.',
    es: 'Los datos cifrados no están en hexadecimal en mayúsculas por bloques de 16 bytes.',
  },
  envelopeUndecryptable: {
    code: 10000105,
    http: 400,
    en: 'The payload could not be decrypted: wrong key or padding.',
    es: 'No se pudieron descifrar los datos: clave o relleno incorrectos.',
  },
  envelopeNotJson: {
    code: 10000106,
    http: 400,
    en: 'The decrypted payload is not a JSON object.',
    es: 'Los datos descifrados no son un objeto JSON.',
  },
  timestampMissing: {
    code: 10000107,
    http: 400,
    en: 'The payload has no timestamp (t).',
    es: 'Los datos no traen la marca de tiempo (t).',
  },
  timestampSkewed: {
    code: TIMESTAMP_SKEWED_CODE,
    http: 400,
    en: "The request time is too far from ours. Please check your phone's date and time.",
    es: 'La hora de la solicitud está muy lejos de la nuestra. Revisa la fecha y hora de tu teléfono.',
  },
  payloadInvalid: {
    code: 10000109,
    http: 400,
    en: 'The field {field} is missing or invalid.',
    es: 'El campo {field} falta o no es válido.',
  },
  notFound: {
    code: 10000110,
    http: 404,
    en: 'There is no such call.',
    es: 'No existe esa llamada.',
  },
  tooManyRequests: {
    code: 10000111,
    http: 429,
    en: 'Too many requests. Please try again in a moment.',
    es: 'Demasiadas solicitudes. Inténtalo de nuevo en un momento.',
  },
  requestTooLarge: {
    code: 10000112,
    http: 413,
    en: 'The request is too large.',
    es: 'La solicitud es demasiado grande.',
  },
  requestUnreadable: {
    code: 10000113,
    http: 400,
    en: 'The request could not be read.',
    es: 'No pudimos leer la solicitud.',
  },
  jsonTooDeep: {
    code: 10000114,
    http: 400,
    en: 'The request nests too deeply to be read.',
    es: 'La solicitud tiene demasiados niveles anidados para leerla.',
  },
  unavailable: {
    code: 10000198,
    http: 503,
    en: 'The service is briefly unavailable. Please try again.',
    es: 'El servicio no está disponible por un momento. Inténtalo de nuevo.',
  },
  internal: {
    code: 10000199,
    http: 500,
    en: 'The request failed. Please try again.',
    es: 'La solicitud falló. Inténtalo de nuevo.',
  },

  // Session (spec §6, §8): numbers exactly as the spec gives them.
  notLoggedIn: {
    code: SESSION_CODES.notLoggedIn,
    http: 401,
    en: 'User not logged in',
    es: 'No has iniciado sesión',
  },
  tokenExpired: {
    code: SESSION_CODES.tokenExpired,
    http: 401,
    en: 'Token expired, please login again',
    es: 'La sesión expiró, inicia sesión de nuevo',
  },
  loggedInElsewhere: {
    code: SESSION_CODES.loggedInElsewhere,
    http: 401,
    en: 'The account is logged in from another device',
    es: 'La cuenta inició sesión en otro dispositivo',
  },
  tokenInvalid: {
    code: SESSION_CODES.tokenInvalid,
    http: 401,
    en: 'Token invalid, please login again',
    es: 'Sesión no válida, inicia sesión de nuevo',
  },

  // Security: mobile numbers and one-time codes.
  mobileEmpty: {
    code: 10010201,
    http: 400,
    en: 'Mobile phone number cannot be empty',
    es: 'El número de celular no puede estar vacío',
  },
  mobileFormat: {
    code: 10010202,
    http: 400,
    en: 'Wrong phone number format',
    es: 'El formato del número de celular es incorrecto',
  },
  mobileRegistered: {
    code: 10010203,
    http: 409,
    en: 'This number has been registered, please login directly',
    es: 'Este número ya está registrado, inicia sesión directamente',
  },
  mobileNotRegistered: {
    code: 10010204,
    http: 404,
    en: 'This number is not registered yet, please register first',
    es: 'Este número aún no está registrado, regístrate primero',
  },
  codeEmpty: {
    code: 10010205,
    http: 400,
    en: 'Verification code cannot be empty',
    es: 'El código de verificación no puede estar vacío',
  },
  codeInvalid: {
    code: 10010206,
    http: 400,
    en: 'Invalid verification code',
    es: 'Código de verificación no válido',
  },
  codeExpired: {
    code: 10010207,
    http: 400,
    en: 'The verification code has expired, please request a new one',
    es: 'El código de verificación expiró, solicita uno nuevo',
  },
  codeLocked: {
    code: 10010208,
    http: 429,
    en: 'Too many wrong codes. Please request a new one',
    es: 'Demasiados códigos incorrectos. Solicita uno nuevo',
  },
  sendLimit: {
    code: 10010209,
    http: 429,
    en: 'Too many codes sent to this number. Please try again in {minutes} minutes',
    es: 'Se enviaron demasiados códigos a este número. Inténtalo de nuevo en {minutes} minutos',
  },
  sendTooSoon: {
    code: 10010210,
    http: 429,
    en: 'Please wait {seconds} seconds before requesting another code',
    es: 'Espera {seconds} segundos antes de pedir otro código',
  },
  sendFailed: {
    code: 10010211,
    http: 502,
    en: 'We could not send the code. Please try a voice call or try again later',
    es: 'No pudimos enviar el código. Prueba con una llamada o inténtalo más tarde',
  },

  // Onboarding: identity photos, KYC, consent and data collection, devices, submission.
  imageMissing: {
    code: 10010401,
    http: 400,
    en: 'Please attach the {photo}.',
    es: 'Adjunta la {foto}.',
  },
  imageNotSupported: {
    code: 10010402,
    http: 400,
    en: 'The {photo} must be a JPEG, PNG or WebP image.',
    es: 'La {foto} debe ser una imagen JPEG, PNG o WebP.',
  },
  imageTooLarge: {
    code: 10010403,
    http: 413,
    en: 'The {photo} is too large: at most {maxMb} MB and {maxPx} pixels per side.',
    es: 'La {foto} es demasiado grande: máximo {maxMb} MB y {maxPx} píxeles por lado.',
  },
  imageTooSmall: {
    code: 10010404,
    http: 400,
    en: 'The {photo} is too small to read: it must be at least {minPx} × {minPx} pixels.',
    es: 'La {foto} es demasiado pequeña para leerse: debe medir al menos {minPx} × {minPx} píxeles.',
  },
  imageDamaged: {
    code: 10010405,
    http: 400,
    en: 'The {photo} is damaged or carries extra data. Please take it again.',
    es: 'La {foto} está dañada o trae datos adicionales. Tómala de nuevo.',
  },
  idBackFirst: {
    code: 10010406,
    http: 409,
    en: 'Please upload the back of your ID before the front.',
    es: 'Sube el reverso de tu identificación antes del frente.',
  },
  idBackMissing: {
    code: 10010407,
    http: 409,
    en: 'Please upload the back of your ID.',
    es: 'Sube el reverso de tu identificación.',
  },
  idFrontMissing: {
    code: 10010408,
    http: 409,
    en: 'Please upload the front of your ID.',
    es: 'Sube el frente de tu identificación.',
  },
  faceMissing: {
    code: 10010409,
    http: 409,
    en: 'Please take your face photo.',
    es: 'Toma tu foto del rostro.',
  },
  ocrPending: {
    code: 10010410,
    http: 409,
    en: 'Please complete the ID recognition first.',
    es: 'Primero completa el reconocimiento de tu identificación.',
  },
  idFrontUnreadable: {
    code: 10010411,
    http: 400,
    en: 'ID card front failed to identify',
    es: 'No se pudo identificar el frente de la identificación',
  },
  ocrFailed: {
    code: 10010412,
    http: 400,
    en: 'OCR identification failed',
    es: 'Falló la identificación OCR',
  },
  faceFailed: {
    code: 10010413,
    http: 400,
    en: 'Face recognition failed',
    es: 'Falló el reconocimiento facial',
  },
  idMismatch: {
    code: 10010414,
    http: 409,
    en: 'Identity info error: the {idType} on your ID does not match the one in your personal information.',
    es: 'Error en los datos de identidad: el {idType} de tu identificación no coincide con el de tu información personal.',
  },
  personalInfoFirst: {
    code: 10010415,
    http: 409,
    en: 'Please complete your personal information first.',
    es: 'Primero completa tu información personal.',
  },
  photosChanged: {
    code: 10010416,
    http: 409,
    en: 'Your photos changed while we were checking them. Please try again.',
    es: 'Tus fotos cambiaron mientras las revisábamos. Inténtalo de nuevo.',
  },
  kycUnavailable: {
    code: 10010417,
    http: 502,
    en: 'Identity verification is unavailable right now. Please try again later.',
    es: 'La verificación de identidad no está disponible ahora. Inténtalo más tarde.',
  },
  identityIncomplete: {
    code: 10010418,
    http: 409,
    en: 'Please complete your ID photos and face recognition first.',
    es: 'Primero completa las fotos de tu identificación y el reconocimiento facial.',
  },
  alreadySubmitted: {
    code: 10010419,
    http: 409,
    en: 'Your information has been submitted and can no longer be changed.',
    es: 'Tu información ya fue enviada y no se puede cambiar.',
  },
  cameraRequired: {
    code: 10010420,
    http: 400,
    en: 'Camera access is required to continue.',
    es: 'Se necesita acceso a la cámara para continuar.',
  },
  consentMissing: {
    code: 10010421,
    http: 403,
    en: 'You have not allowed us to collect this data ({kind}).',
    es: 'No nos has permitido recopilar estos datos ({kind}).',
  },
  // What RENAPO (Mexico's population registry) holds for the CURP in personal info (decision 043).
  curpNotFound: {
    code: 10010422,
    http: 409,
    en: 'RENAPO has no record of the CURP in your personal information. Please check it.',
    es: 'RENAPO no tiene registro del CURP de tu información personal. Revísalo.',
  },
  renapoNameMismatch: {
    code: 10010423,
    http: 409,
    en: 'Identity info error: the name RENAPO has for your CURP does not match the one in your personal information.',
    es: 'Error en los datos de identidad: el nombre que RENAPO tiene para tu CURP no coincide con el de tu información personal.',
  },
  renapoBirthDateMismatch: {
    code: 10010424,
    http: 409,
    en: 'Identity info error: the birth date RENAPO has for your CURP does not match the one in your personal information.',
    es: 'Error en los datos de identidad: la fecha de nacimiento que RENAPO tiene para tu CURP no coincide con la de tu información personal.',
  },
  // What Nigeria's ID authority holds for the BVN in personal info, through Smile ID (decision 050).
  bvnNotFound: {
    code: 10010930,
    http: 409,
    en: 'No record was found for the BVN in your personal information. Please check it.',
    es: 'No se encontró ningún registro del BVN de tu información personal. Revísalo.',
  },
  bvnNameMismatch: {
    code: 10010931,
    http: 409,
    en: 'Identity info error: the name registered for your BVN does not match the name in your personal information.',
    es: 'Error en los datos de identidad: el nombre registrado para tu BVN no coincide con el nombre de tu información personal.',
  },
  bvnBirthDateMismatch: {
    code: 10010932,
    http: 409,
    en: 'Identity info error: the date of birth registered for your BVN does not match the one in your personal information.',
    es: 'Error en los datos de identidad: la fecha de nacimiento registrada para tu BVN no coincide con la de tu información personal.',
  },
  formInvalid: {
    code: 10010450,
    http: 400,
    en: 'Please check the form: {field}',
    es: 'Revisa el formulario: {field}',
  },
  questionnaireIncomplete: {
    code: 10010451,
    http: 400,
    en: 'There are still unanswered questions (question {question})',
    es: 'Aún hay preguntas sin responder (pregunta {question})',
  },
  questionnaireInvalid: {
    code: 10010452,
    http: 400,
    en: 'Please choose one of the answers offered for question {question}',
    es: 'Elige una de las respuestas ofrecidas en la pregunta {question}',
  },
  accountNameUnconfirmed: {
    code: 10010453,
    http: 409,
    en: 'The bank says this account belongs to {accountName}. Please confirm it is yours',
    es: 'El banco dice que esta cuenta es de {accountName}. Confirma que es tuya',
  },
  accountNotFound: {
    code: 10010454,
    http: 400,
    en: 'The bank does not know this account number',
    es: 'El banco no reconoce este número de cuenta',
  },
  bankUnavailable: {
    code: 10010455,
    http: 502,
    en: 'We could not reach the bank. Please try again',
    es: 'No pudimos comunicarnos con el banco. Inténtalo de nuevo',
  },
  // Mexico pays into a CLABE, whose bank it names; no Mexican bank answers a name enquiry.
  nameEnquiryNotOffered: {
    code: 10010457,
    http: 400,
    en: 'Banks in your country do not confirm account holders: enter your CLABE instead',
    es: 'Los bancos de tu país no confirman al titular de la cuenta: ingresa tu CLABE',
  },
  stepNotReady: {
    code: 10010456,
    http: 409,
    en: 'Please complete {step} first',
    es: 'Primero completa {step}',
  },
  // One person, one borrower (decision 038): {label} is the id as the screen names it (CURP, BVN, CLABE…).
  identityTaken: {
    code: 10010460,
    http: 409,
    en: 'This {label} is already registered with another phone number. Log in with that number, or contact us if you lost it.',
    es: 'Ya hay una cuenta con otro número de teléfono registrada con tu {label}. Inicia sesión con ese número o contáctanos si lo perdiste.',
  },
  bankAccountTaken: {
    code: 10010461,
    http: 409,
    en: 'This {label} already receives loans for another phone number. Use an account in your own name, or contact us if it is yours.',
    es: 'La cuenta ({label}) ya recibe préstamos de otro número de teléfono. Usa una cuenta a tu nombre o contáctanos si es tuya.',
  },
  personLoanOpen: {
    code: 10010462,
    http: 409,
    en: 'A loan is already in progress for your {label} with another phone number. Contact us if that was not you.',
    es: 'Ya hay un préstamo en curso con tu {label} en otra cuenta, con otro número de teléfono. Contáctanos si no fuiste tú.',
  },

  // Loans: products, applications, review, signing, money, cancellation.
  productNotFound: {
    code: 10010501,
    http: 404,
    en: 'There is no such loan product.',
    es: 'No existe ese producto de préstamo.',
  },
  amountOutOfRange: {
    code: 10010502,
    http: 400,
    en: 'The amount must be between {min} and {max}, in steps of {step}',
    es: 'El monto debe estar entre {min} y {max}, en pasos de {step}',
  },
  amountOverQuota: {
    code: 10010503,
    http: 400,
    en: 'Your limit today is {quota}',
    es: 'Tu límite hoy es {quota}',
  },
  orderOpen: {
    code: 10010504,
    http: 409,
    en: 'You already have a loan in progress',
    es: 'Ya tienes un préstamo en curso',
  },
  rejectedRecently: {
    code: 10010505,
    http: 409,
    en: 'Cannot apply, retry on {date}',
    es: 'No puedes solicitar, inténtalo de nuevo el {date}',
  },
  orderNoMissing: {
    code: 10010506,
    http: 400,
    en: 'order number cannot be empty',
    es: 'el número de orden no puede estar vacío',
  },
  orderNotFound: {
    code: 10010507,
    http: 404,
    en: 'There is no such order.',
    es: 'No existe esa orden.',
  },
  orderNotReady: {
    code: 10010508,
    http: 409,
    en: 'This order cannot do that now',
    es: 'Esta orden no puede hacer eso ahora',
  },
  agreementNotAccepted: {
    code: 10010509,
    http: 400,
    en: 'Please agree to the loan agreement',
    es: 'Acepta el contrato de préstamo',
  },
  offerExpired: {
    code: 10010510,
    http: 409,
    en: 'This order has timed out, please try again',
    es: 'Esta orden ha expirado, inténtalo de nuevo',
  },
  cancelReasonMissing: {
    code: 10010511,
    http: 400,
    en: 'You have to choose the reason',
    es: 'Tienes que elegir el motivo',
  },
  cancelReasonTooMany: {
    code: 10010512,
    http: 400,
    en: 'Choose only one reason',
    es: 'Elige solo un motivo',
  },
  cancelRefused: {
    code: 10010513,
    http: 409,
    en: 'Cancellation fail',
    es: 'No se pudo cancelar',
  },

  // Repayment: channels, pay orders, amounts, extensions, proofs, provider notifications. A missing
  // order number is `orderNoMissing` above. Texts in quotes are the spec's own (§8).
  channelIdMissing: {
    code: 10010601,
    http: 400,
    en: 'channelId cannot be empty',
    es: 'channelId no puede estar vacío',
  },
  payOrderMissing: {
    code: 10010602,
    http: 400,
    en: 'pay order cannot be empty, try again',
    es: 'la orden de pago no puede estar vacía, inténtalo de nuevo',
  },
  payOrderTimedOut: {
    code: 10010603,
    http: 409,
    en: 'This order has timed out, please try again',
    es: 'Esta orden de pago ha expirado, inténtalo de nuevo',
  },
  noPaymentMethod: {
    code: 10010604,
    http: 400,
    en: 'There is no payment method, please choose another channel',
    es: 'No hay método de pago, elige otro canal',
  },
  repayAmountNotWhole: {
    code: 10010605,
    http: 400,
    en: 'Enter whole {unit} only, without {subunit}',
    es: 'Ingresa solo {unit} enteros, sin {subunit}',
  },
  repayAmountBelowMinimum: {
    code: 10010606,
    http: 400,
    en: 'The minimum payment is {min}',
    es: 'El pago mínimo es de {min}',
  },
  repayAmountNotStep: {
    code: 10010607,
    http: 400,
    en: 'The amount must be a multiple of {step}',
    es: 'El monto debe ser múltiplo de {step}',
  },
  repayAmountAboveOwed: {
    code: 10010608,
    http: 400,
    en: 'The amount is more than you owe ({owed})',
    es: 'El monto es mayor de lo que debes ({owed})',
  },
  oxxoAboveStoreLimit: {
    code: 10010609,
    http: 400,
    en: 'OXXO takes at most {limit} in one payment; pay in parts or by transfer',
    es: 'OXXO recibe como máximo {limit} en un pago; paga en partes o por transferencia',
  },
  oxxoBelowStoreMinimum: {
    code: 10010610,
    http: 400,
    en: 'This amount is below what OXXO takes in one payment',
    es: 'Este monto es menor al que OXXO recibe en un pago',
  },
  notRepaying: {
    code: 10010611,
    http: 409,
    en: 'This loan is not taking payments now',
    es: 'Este préstamo no recibe pagos en este momento',
  },
  extensionNoneLeft: {
    code: 10010612,
    http: 409,
    en: 'This loan has no extensions left',
    es: 'Este préstamo ya no tiene prórrogas disponibles',
  },
  extensionNothingDue: {
    code: 10010613,
    http: 409,
    en: 'There is no payment left to extend',
    es: 'No queda ningún pago por aplazar',
  },
  voucherNotFound: {
    code: 10010614,
    http: 404,
    en: 'There is no such proof of payment.',
    es: 'No existe ese comprobante de pago.',
  },
  webhookSignatureInvalid: {
    code: 10010615,
    http: 401,
    en: 'The notification signature is not valid.',
    es: 'La firma de la notificación no es válida.',
  },
  extensionNotFound: {
    code: 10010616,
    http: 404,
    en: 'There is no such extension for this loan.',
    es: 'No existe esa prórroga para este préstamo.',
  },
  extensionNotWaiting: {
    code: 10010617,
    http: 409,
    en: 'This extension is no longer waiting for its fee; ask for the extension again',
    es: 'Esta prórroga ya no espera su pago; vuelve a solicitar la prórroga',
  },
  voucherImageMissing: {
    code: 10010618,
    http: 400,
    en: 'The receipt photo was not found; please upload it again',
    es: 'No encontramos la foto del comprobante; súbela de nuevo',
  },
  voucherReferenceInvalid: {
    code: 10010619,
    http: 400,
    en: 'The transfer reference must have 4 to 40 characters',
    es: 'La referencia de la transferencia debe tener de 4 a 40 caracteres',
  },
  voucherReferenceUsed: {
    code: 10010620,
    http: 409,
    en: 'You already sent a proof of payment with this reference for this loan',
    es: 'Ya enviaste un comprobante de pago con esta referencia para este préstamo',
  },
  voucherAlreadyDecided: {
    code: 10010621,
    http: 409,
    en: 'This proof of payment was already {decision}',
    es: 'Este comprobante de pago ya fue {decision_es}',
  },
  portalLinkUnavailable: {
    code: 10010622,
    http: 503,
    en: 'Payment links are not available at the moment',
    es: 'Los enlaces de pago no están disponibles por ahora',
  },
  renewalNotAccepted: {
    code: 10010623,
    http: 400,
    en: 'Please agree to the renewal agreement',
    es: 'Acepta el convenio de prórroga',
  },
  // Credit held for the borrower (decision 032).
  noCreditHeld: {
    code: 10010624,
    http: 409,
    en: 'You have no credit held with us',
    es: 'No tienes saldo a favor con nosotros',
  },
  creditNoBankAccount: {
    code: 10010625,
    http: 409,
    en: 'Add a bank account to receive your credit',
    es: 'Agrega una cuenta bancaria para recibir tu saldo a favor',
  },
  speiUnavailable: {
    code: 10010626,
    http: 503,
    en: 'Paying by SPEI transfer is not available right now. Please try again later or pay at OXXO',
    es: 'El pago por transferencia SPEI no está disponible por ahora. Inténtalo más tarde o paga en OXXO',
  },
  // The acquirer (Stripe) could not issue the voucher: nothing was issued, asking again is safe.
  oxxoUnavailable: {
    code: 10010627,
    http: 503,
    en: 'We could not issue your OXXO reference right now. Please try again in a few minutes',
    es: 'No pudimos generar tu referencia de OXXO en este momento. Inténtalo de nuevo en unos minutos',
  },
  // Rewards: coupons and the prize draw (100107xx).
  couponNotFound: {
    code: 10010701,
    http: 404,
    en: 'This coupon was not found',
    es: 'No encontramos este cupón',
  },
  couponExpired: {
    code: 10010702,
    http: 409,
    en: 'This coupon expired on {date}',
    es: 'Este cupón venció el {date}',
  },
  couponBelowMinimum: {
    code: 10010703,
    http: 409,
    en: 'This coupon can be used on loans of {min} or more',
    es: 'Este cupón se puede usar en préstamos de {min} o más',
  },
  couponUsed: {
    code: 10010704,
    http: 409,
    en: 'This coupon has already been used',
    es: 'Este cupón ya se usó',
  },
  couponOrderLocked: {
    code: 10010705,
    http: 409,
    en: 'A coupon can only be chosen before the agreement is signed',
    es: 'Solo puedes elegir un cupón antes de firmar el contrato',
  },
  drawNotAvailable: {
    code: 10010706,
    http: 409,
    en: 'There is no prize draw for this loan',
    es: 'Este préstamo no tiene sorteo',
  },
  drawAlreadyDone: {
    code: 10010707,
    http: 409,
    en: 'You have already drawn your prize for this loan',
    es: 'Ya participaste en el sorteo de este préstamo',
  },
  // App policy (decision 022): shown where the configured policy wants the native app.
  runInNativeApp: {
    code: 10010801,
    http: 403,
    en: 'Please run in App',
    es: 'Ábrelo en la app',
  },
  applyInNativeApp: {
    code: 10010802,
    http: 403,
    en: 'To avoid misuse, please apply in the APP',
    es: 'Para evitar abusos, solicita el préstamo en la APP',
  },
  // The inbox (issue 21).
  messageNotFound: {
    code: 10010901,
    http: 404,
    en: 'This message is not in your inbox.',
    es: 'Este mensaje no está en tu buzón.',
  },
  // The staff console's answers, 100110xx and up, one file per area (decision 053).
  ...STAFF_ERRORS,
});

export type ErrorName = keyof typeof ERRORS;

export function errorMessage(
  name: ErrorName,
  lang: Language,
  params?: Record<string, string | number>,
): string {
  return fillTemplate(ERRORS[name][lang], params);
}

export function errorByCode(code: number): ErrorName | undefined {
  return (Object.keys(ERRORS) as ErrorName[]).find((name) => ERRORS[name].code === code);
}

/** A rule broken in the domain, to be answered with its code and localized message. */
export class DomainError extends Error {
  constructor(
    readonly errorName: ErrorName,
    readonly params: Record<string, string | number> = {},
    /** A message more precise than the catalogue's (a form rule), and data for the client. */
    readonly detail?: { message?: Localized; data?: unknown },
  ) {
    super(fillTemplate(ERRORS[errorName].en, params));
    this.name = 'DomainError';
  }

  get code(): number {
    return ERRORS[this.errorName].code;
  }
}
