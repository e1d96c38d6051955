import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { LEAD_RETENTION_DAYS } from '../promotions/campaign.ts';
import { type HelpSources, helpFigures, inLanguage, sectionsOf, versioned } from './help-figures.ts';
import type { LegalDocument } from './help-types.ts';

/** The day this wording took effect; a new edition gets a new date (decision 021). */
export const PRIVACY_POLICY_EDITION = '2026-11-22';

/**
 * The privacy policy (`/provicy`, spec §2) of one market in one language: which data the product
 * actually collects, why, for how long (the retention that runs, decision 010), who receives it,
 * the borrower's rights and where to complain. Mexico: aviso de privacidad under the LFPDPPP;
 * Nigeria: the NDPA 2023.
 */
export function privacyPolicyFor(
  market: MarketId,
  language: Language,
  sources: HelpSources = {},
): LegalDocument {
  const f = helpFigures(market, language, sources);
  const title = inLanguage(language)({ en: 'Privacy policy', es: 'Aviso de privacidad' });
  const sections = sectionsOf(market, language, [
    [
      { en: 'Who we are', es: 'Quiénes somos' },
      {
        MX: {
          en: 'Puente lends money through this app to people who live in Mexico. We are responsible for the personal data you give us in the app, and this notice explains how we treat it under the Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP).',
          es: 'Puente presta dinero a través de esta app a personas que viven en México. Somos responsables de los datos personales que nos das en la app, y este aviso explica cómo los tratamos conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP).',
        },
        NG: {
          en: 'Puente lends money through this app to people who live in Nigeria. We are the data controller of the personal data you give us in the app, and this policy explains how we process it under the Nigeria Data Protection Act 2023 (NDPA).',
          es: 'Puente presta dinero a través de esta app a personas que viven en Nigeria. Somos responsables de los datos personales que nos das en la app, y esta política explica cómo los tratamos conforme a la Ley de Protección de Datos de Nigeria de 2023 (NDPA).',
        },
      },
      {
        en: 'You can reach us about your data through Me, Customer service, by e-mail or phone.',
        es: 'Puedes contactarnos sobre tus datos desde Mi cuenta, Atención al cliente, por correo o teléfono.',
      },
    ],
    [
      { en: 'What data we collect', es: 'Qué datos recabamos' },
      {
        en: 'Your account: your mobile number, the language you use, and the codes we send you (we keep only a fingerprint of each code, never the code itself).',
        es: 'Tu cuenta: tu número de celular, el idioma que usas y los códigos que te enviamos (guardamos solo una huella de cada código, nunca el código).',
      },
      {
        MX: {
          en: 'Your personal information: names, gender, date of birth, CURP, and if you give them your RFC and NSS; education, marital status, the purpose of the loan, your home and address, e-mail, WhatsApp and an alternative number.',
          es: 'Tu información personal: nombres, sexo, fecha de nacimiento, CURP y, si nos los das, tu RFC y tu NSS; escolaridad, estado civil, destino del préstamo, tu vivienda y domicilio, correo, WhatsApp y un número alternativo.',
        },
        NG: {
          en: 'Your personal information: names, gender, date of birth, BVN, education, marital status, the purpose of the loan, your home and address, e-mail, WhatsApp and an alternative number.',
          es: 'Tu información personal: nombres, sexo, fecha de nacimiento, BVN, escolaridad, estado civil, destino del préstamo, tu vivienda y domicilio, correo, WhatsApp y un número alternativo.',
        },
      },
      {
        MX: {
          en: 'Your identity: photos of the back and front of your ID and of your face, what we read on the ID, and whether your face matches it.',
          es: 'Tu identidad: fotos del reverso y del frente de tu identificación y de tu rostro, lo que leemos en la identificación y si tu rostro coincide con ella.',
        },
        NG: {
          en: 'Your identity: photos of the back and front of your ID and of your face, what we read on the ID (such as your NIN), and whether your face matches it.',
          es: 'Tu identidad: fotos del reverso y del frente de tu identificación y de tu rostro, lo que leemos en la identificación (como tu NIN) y si tu rostro coincide con ella.',
        },
      },
      {
        en: 'Your work and contacts: your job, employer, income and paydays, and two emergency contacts (name, number and relationship) that you choose.',
        es: 'Tu empleo y contactos: tu trabajo, empresa, ingresos y días de pago, y dos contactos de emergencia (nombre, número y parentesco) que tú eliges.',
      },
      {
        en: 'Your answers to the credit-history questionnaire, and your bank account for receiving the money. We never ask for, or keep, a card security code.',
        es: 'Tus respuestas al cuestionario de historial crediticio y tu cuenta bancaria para recibir el dinero. Nunca pedimos ni guardamos el código de seguridad de una tarjeta.',
      },
      {
        en: 'Only if you allow it, data from your phone, kind by kind: your contacts list, financial SMS, the apps installed, your location, photo information from storage (date, place and camera, not the photos), the camera (to take the photos of your ID and face; without it you cannot continue) and device information (model, system, identifiers).',
        es: 'Solo si lo permites, datos de tu teléfono, tipo por tipo: tu lista de contactos, SMS financieros, las apps instaladas, tu ubicación, información de las fotos del almacenamiento (fecha, lugar y cámara, no las fotos), la cámara (para tomar las fotos de tu identificación y tu rostro; sin ella no puedes continuar) e información del dispositivo (modelo, sistema, identificadores).',
      },
      {
        en: 'Your loans and payments: applications, the review decision and its reasons, the agreements you sign with the evidence of your signature, payments, and the proofs of payment you upload; and the technical records of your use of the app (address of the connection, time).',
        es: 'Tus préstamos y pagos: solicitudes, la decisión de la revisión y sus motivos, los contratos que firmas con la evidencia de tu firma, los pagos y los comprobantes que subes; y los registros técnicos de tu uso de la app (dirección de la conexión, hora).',
      },
    ],
    [
      { en: 'Why we use it', es: 'Para qué los usamos' },
      {
        en: 'To confirm who you are and prevent fraud; to assess your application and decide on it; to send you the money and receive your payments; to send you codes and notices about your loan; to answer you; and to meet our legal duties. These purposes are needed for the loan you ask for.',
        es: 'Para confirmar quién eres y prevenir fraudes; para evaluar y decidir tu solicitud; para depositarte el dinero y recibir tus pagos; para enviarte códigos y avisos sobre tu préstamo; para atenderte; y para cumplir nuestras obligaciones legales. Estas finalidades son necesarias para el préstamo que solicitas.',
      },
      {
        en: 'The data read from your phone is used only to assess the risk of your application. We do not sell your data, we do not use it for advertising by others, and we never tell the people in your contacts about your loan. Your emergency contacts are used only to reach you when we cannot.',
        es: 'Los datos leídos de tu teléfono se usan solo para evaluar el riesgo de tu solicitud. No vendemos tus datos, no los usamos para publicidad de terceros y nunca hablamos de tu préstamo con las personas de tus contactos. Tus contactos de emergencia se usan solo para localizarte cuando no podemos hacerlo.',
      },
      {
        en: 'The review is automated, with rules we can explain. You can ask us for the main reasons for a decision about you and ask a person to look at it again.',
        es: 'La revisión es automatizada, con reglas que podemos explicar. Puedes pedirnos los motivos principales de una decisión sobre ti y pedir que una persona la revise de nuevo.',
      },
    ],
    [
      { en: 'How long we keep it', es: 'Cuánto tiempo los conservamos' },
      {
        en: 'Data read from your phone: deleted once we have decided on your application. If you withdraw a permission, we delete what we collected under it.',
        es: 'Datos leídos de tu teléfono: se borran en cuanto decidimos tu solicitud. Si retiras un permiso, borramos lo que recabamos con él.',
      },
      {
        en: `An application you start and never submit: your personal information, photos, checks, questionnaire, bank account and phone data are deleted ${f.retentionDays} days after your last change.`,
        es: `Una solicitud que empiezas y nunca envías: tu información personal, fotos, verificaciones, cuestionario, cuenta bancaria y datos del teléfono se borran ${f.retentionDays} días después de tu último cambio.`,
      },
      {
        en: `A mobile number left on a promotion page without registering: deleted ${LEAD_RETENTION_DAYS} days after it was last left.`,
        es: `Un número de celular que dejas en una página de promoción sin registrarte: se borra ${LEAD_RETENTION_DAYS} días después de la última vez que lo dejaste.`,
      },
      {
        en: 'Your account, loans, payments, signed agreements and the record of the permissions you gave: while you have an account, and afterwards only for as long as financial, tax and anti-money-laundering law requires us to keep them; then they are deleted.',
        es: 'Tu cuenta, préstamos, pagos, contratos firmados y el registro de los permisos que diste: mientras tengas una cuenta y, después, solo el tiempo que la ley financiera, fiscal y de prevención de lavado de dinero nos obliga a conservarlos; luego se borran.',
      },
    ],
    [
      { en: 'Who receives it', es: 'Con quién los compartimos' },
      {
        en: 'Only those who do part of the service for us, each with what that part needs and under a contract that keeps it confidential: the identity-verification provider (the photos of your ID and face, your ID number), the SMS provider (your number and the text of the code), the provider that stores our files, and the payment providers.',
        es: 'Solo con quienes realizan una parte del servicio por nosotros, cada uno con lo que esa parte necesita y bajo un contrato de confidencialidad: el proveedor de verificación de identidad (las fotos de tu identificación y tu rostro, tu número de identificación), el proveedor de SMS (tu número y el texto del código), el proveedor que almacena nuestros archivos y los proveedores de pago.',
      },
      {
        MX: {
          en: 'The payment providers in Mexico are the bank-transfer provider that sends the loan to your account (your name and account), STP, which keeps the CLABE you pay into by SPEI, and the acquirer of cash payments at OXXO (your reference and the amount). Some providers process data outside Mexico.',
          es: 'Los proveedores de pago en México son el proveedor de transferencias que deposita el préstamo en tu cuenta (tu nombre y tu cuenta), STP, que lleva la CLABE a la que pagas por SPEI, y el adquirente de los pagos en efectivo en OXXO (tu referencia y el monto). Algunos proveedores tratan datos fuera de México.',
        },
        NG: {
          en: 'The payment providers in Nigeria are the bank-transfer provider that sends the loan to your account (your name and account), Paystack and Flutterwave (online checkout) and Monnify, Flutterwave or Paystack for the account number reserved for your payments (your name, phone, e-mail and BVN, as the Central Bank of Nigeria requires). Some providers process data outside Nigeria.',
          es: 'Los proveedores de pago en Nigeria son el proveedor de transferencias que deposita el préstamo en tu cuenta (tu nombre y tu cuenta), Paystack y Flutterwave (pago en línea) y Monnify, Flutterwave o Paystack para el número de cuenta reservado para tus pagos (tu nombre, teléfono, correo y BVN, como exige el Banco Central de Nigeria). Algunos proveedores tratan datos fuera de Nigeria.',
        },
      },
      {
        en: 'Authorities, only when the law obliges us. Nobody else.',
        es: 'Autoridades, solo cuando la ley nos obliga. Nadie más.',
      },
    ],
    [
      { en: 'How we protect it', es: 'Cómo los protegemos' },
      {
        en: 'What the app sends travels encrypted; photos are stored where no web address can reach them; codes are kept only as fingerprints; and only the staff who need your data for their work can see it.',
        es: 'Lo que envía la app viaja cifrado; las fotos se guardan donde ninguna dirección web puede alcanzarlas; los códigos se guardan solo como huellas; y solo el personal que necesita tus datos para su trabajo puede verlos.',
      },
    ],
    [
      { en: 'Your rights', es: 'Tus derechos' },
      {
        MX: {
          en: 'You have the ARCO rights: Access to your data, Rectification of what is wrong, Cancellation of what we no longer need, and Opposition to a use. You can also withdraw your consent and limit the use of your data.',
          es: 'Tienes los derechos ARCO: Acceso a tus datos, Rectificación de lo incorrecto, Cancelación de lo que ya no necesitamos y Oposición a un uso. También puedes revocar tu consentimiento y limitar el uso de tus datos.',
        },
        NG: {
          en: 'You have the right to be informed, to access your data, to have it corrected, to have it erased, to restrict or object to its use, to receive it in a portable form, to withdraw your consent, and not to be subject to a decision based solely on automated processing.',
          es: 'Tienes derecho a ser informado, a acceder a tus datos, a corregirlos, a que se borren, a restringir u oponerte a su uso, a recibirlos en un formato portable, a retirar tu consentimiento y a no ser objeto de una decisión basada solo en un tratamiento automatizado.',
        },
      },
      {
        MX: {
          en: 'To use them, write to us from Me, Customer service, with your name, your registered mobile number, a copy of your ID and what you ask for. We answer within 20 working days. While a loan is open, or while the law obliges us to keep a record, we cannot delete it, and we will tell you so.',
          es: 'Para ejercerlos, escríbenos desde Mi cuenta, Atención al cliente, con tu nombre, tu número de celular registrado, una copia de tu identificación y lo que solicitas. Respondemos en un máximo de 20 días hábiles. Mientras un préstamo esté abierto, o mientras la ley nos obligue a conservar un registro, no podemos borrarlo, y te lo diremos.',
        },
        NG: {
          en: 'To use them, write to us from Me, Customer service, with your name, your registered mobile number and what you ask for. We answer within 30 days. While a loan is open, or while the law obliges us to keep a record, we cannot erase it, and we will tell you so.',
          es: 'Para ejercerlos, escríbenos desde Mi cuenta, Atención al cliente, con tu nombre, tu número de celular registrado y lo que solicitas. Respondemos en un máximo de 30 días. Mientras un préstamo esté abierto, o mientras la ley nos obligue a conservar un registro, no podemos borrarlo, y te lo diremos.',
        },
      },
    ],
    [
      { en: 'How to complain', es: 'Cómo presentar una queja' },
      {
        MX: {
          en: 'Tell us first: we answer every complaint. About your personal data you can also go to the federal authority for the protection of personal data (the Secretaría Anticorrupción y Buen Gobierno since 2025). About the loan or how it is collected, to CONDUSEF (www.condusef.gob.mx), which keeps the REDECO register of collection complaints.',
          es: 'Primero dínoslo: respondemos cada queja. Sobre tus datos personales también puedes acudir a la autoridad federal de protección de datos personales (la Secretaría Anticorrupción y Buen Gobierno desde 2025). Sobre el préstamo o su cobranza, a la CONDUSEF (www.condusef.gob.mx), que lleva el REDECO, el registro de quejas de cobranza.',
        },
        NG: {
          en: 'Tell us first: we answer every complaint. About your personal data you can also go to the Nigeria Data Protection Commission, NDPC (ndpc.gov.ng); about the loan or how it is collected, to the Federal Competition and Consumer Protection Commission, FCCPC (fccpc.gov.ng).',
          es: 'Primero dínoslo: respondemos cada queja. Sobre tus datos personales también puedes acudir a la Comisión de Protección de Datos de Nigeria, NDPC (ndpc.gov.ng); sobre el préstamo o su cobranza, a la Comisión Federal de Competencia y Protección al Consumidor, FCCPC (fccpc.gov.ng).',
        },
      },
    ],
    [
      { en: 'Changes to this policy', es: 'Cambios a este aviso' },
      {
        en: 'Each edition has a version, shown at the top. When we change what we collect or why, we tell you in the app before the new version applies, and we keep the version you accepted.',
        es: 'Cada edición tiene una versión, que aparece al inicio. Cuando cambiamos qué datos recabamos o para qué, te lo decimos en la app antes de que aplique la nueva versión, y conservamos la versión que aceptaste.',
      },
    ],
  ]);
  return versioned(title, PRIVACY_POLICY_EDITION, sections);
}
