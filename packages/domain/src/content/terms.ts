import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { type HelpSources, helpFigures, inLanguage, sectionsOf, versioned } from './help-figures.ts';
import type { LegalDocument } from './help-types.ts';

/** The day this wording took effect; a new edition gets a new date (decision 021). */
export const TERMS_EDITION = '2026-11-22';

/**
 * The terms and conditions (`/termsCondition`, spec §2) of one market in one language. Every price,
 * limit, penalty and extension figure comes from the configured products (`helpFigures`); the
 * cancellation rule is decision 012's; signing is with a one-time code (decision 012, 14 → 18).
 */
export function termsFor(market: MarketId, language: Language, sources: HelpSources = {}): LegalDocument {
  const f = helpFigures(market, language, sources);
  const { facts } = f;
  const channels = f.channels.map((c) => c.name).join('; ');
  const title = inLanguage(language)({ en: 'Terms and conditions', es: 'Términos y condiciones' });
  const sections = sectionsOf(market, language, [
    [
      { en: 'About these terms', es: 'Sobre estos términos' },
      {
        en: 'These terms apply to your use of the Puente app and to every loan you take through it. Each loan also has its own agreement, with its figures, which you read and sign before receiving the money; where the two differ for that loan, the agreement applies.',
        es: 'Estos términos se aplican a tu uso de la app Puente y a cada préstamo que tomes con ella. Cada préstamo tiene además su propio contrato, con sus cifras, que lees y firmas antes de recibir el dinero; si ambos difieren para ese préstamo, se aplica el contrato.',
      },
    ],
    [
      { en: 'Who can borrow', es: 'Quién puede pedir un préstamo' },
      {
        MX: {
          en: `You must be ${f.minAge} or over, live in Mexico, have a monthly income, use a mobile number of your own and receive the loan in a bank account in your name. The information and documents you give must be true and yours.`,
          es: `Debes tener ${f.minAge} años o más, vivir en México, tener ingresos mensuales, usar un número de celular propio y recibir el préstamo en una cuenta bancaria a tu nombre. La información y los documentos que nos das deben ser verdaderos y tuyos.`,
        },
        NG: {
          en: `You must be ${f.minAge} or over, live in Nigeria, have a monthly income, use a mobile number of your own and receive the loan in a bank account in your name. The information and documents you give must be true and yours.`,
          es: `Debes tener ${f.minAge} años o más, vivir en Nigeria, tener ingresos mensuales, usar un número de celular propio y recibir el préstamo en una cuenta bancaria a tu nombre. La información y los documentos que nos das deben ser verdaderos y tuyos.`,
        },
      },
      {
        en: 'You can have one loan at a time. A new application is possible once the current loan is repaid or cancelled.',
        es: 'Puedes tener un préstamo a la vez. Puedes solicitar uno nuevo cuando el actual esté pagado o cancelado.',
      },
    ],
    [
      { en: 'Amounts and prices', es: 'Montos y precios' },
      { en: `${facts.limits} ${facts.quota}`, es: `${facts.limits} ${facts.quota}` },
      { en: `${facts.rates} ${facts.fees}`, es: `${facts.rates} ${facts.fees}` },
      { en: facts.example, es: facts.example },
      {
        en: 'Before you sign, the app shows for the amount you choose: what you receive, every fee and its tax, the interest and any tax on it, each payment with its date, the total to repay and the annual cost. Nothing that is not shown there is charged, except the late penalty and an extension fee you choose to pay, both described below.',
        es: 'Antes de firmar, la app te muestra para el monto que elijas: lo que recibes, cada comisión y su impuesto, el interés y el impuesto que cause, cada pago con su fecha, el total a pagar y el costo anual. No se cobra nada que no aparezca ahí, salvo la penalización por atraso y una comisión de prórroga que decidas pagar, ambas descritas abajo.',
      },
    ],
    [
      { en: 'Review', es: 'Revisión' },
      {
        en: `We review each application with automated rules, usually within minutes and always within one working day. We may decline an application; you can then apply again after ${f.retryDays} days, and ask us for the main reasons of the decision.`,
        es: `Revisamos cada solicitud con reglas automatizadas, normalmente en minutos y siempre en menos de un día hábil. Podemos rechazar una solicitud; entonces puedes volver a solicitar después de ${f.retryDays} días y pedirnos los motivos principales de la decisión.`,
      },
    ],
    [
      { en: 'Signing with a code', es: 'Firma con un código' },
      {
        en: 'You sign the loan agreement electronically: we send a one-time code by SMS to your registered number and you enter it in the app. Entering the code is your signature and has the same effect as a handwritten one. We keep the signed agreement, the time and the number the code was sent to as evidence, and you can read your agreements at any time in Me, Agreements.',
        es: 'Firmas el contrato de préstamo de forma electrónica: enviamos un código de un solo uso por SMS a tu número registrado y lo escribes en la app. Escribir el código es tu firma y tiene el mismo efecto que una firma autógrafa. Conservamos el contrato firmado, la hora y el número al que se envió el código como evidencia, y puedes leer tus contratos en cualquier momento en Mi cuenta, Contratos.',
      },
      {
        en: 'Never give your codes to anyone. We will never ask you for a code by phone, message or e-mail.',
        es: 'Nunca compartas tus códigos con nadie. Nunca te pediremos un código por teléfono, mensaje o correo.',
      },
    ],
    [
      { en: 'Receiving the money', es: 'Recepción del dinero' },
      {
        en: `An approved offer is valid for ${f.offerValidHours} hours. Once you sign and ask for the money, we send it to your bank account; it usually arrives in 10 to 60 minutes. If your bank refuses the payment, you can correct your account and ask again, or cancel.`,
        es: `Una oferta aprobada es válida por ${f.offerValidHours} horas. Cuando firmas y pides el dinero, lo enviamos a tu cuenta bancaria; suele llegar en 10 a 60 minutos. Si tu banco rechaza el depósito, puedes corregir tu cuenta y volver a pedirlo, o cancelar.`,
      },
    ],
    [
      { en: 'Repayment', es: 'Pagos' },
      {
        en: `You repay on the dates of your schedule, through any of these channels: ${channels}. You can pay early and in parts: each payment must be ${f.paymentRule}, and never more than you owe; paying exactly everything you owe is always accepted.`,
        es: `Pagas en las fechas de tu calendario, por cualquiera de estos medios: ${channels}. Puedes pagar por adelantado y en partes: cada pago debe ser de ${f.paymentRule}, y nunca más de lo que debes; pagar exactamente todo lo que debes siempre se acepta.`,
      },
      {
        en: 'Each payment settles first any late penalty and extension fee with its tax, then your earliest payment due: its fee, tax, interest, the tax on the interest and then principal. A payment counts once the provider confirms it to us; a proof of payment counts once we check it.',
        es: 'Cada pago cubre primero la penalización por atraso y la comisión de prórroga con su impuesto, y después tu pago más antiguo: su comisión, impuesto, interés, el impuesto sobre el interés y luego capital. Un pago cuenta cuando el proveedor nos lo confirma; un comprobante cuenta cuando lo revisamos.',
      },
    ],
    [
      { en: 'Late payment', es: 'Pago tardío' },
      {
        en: `${facts.penalty} The penalty is added at the close of each day that a payment stays overdue.`,
        es: `${facts.penalty} La penalización se suma al cierre de cada día que un pago sigue vencido.`,
      },
      {
        MX: {
          en: 'To collect, we contact only you, between 7:00 and 22:00 your time, saying who we are. We never threaten or insult, never publish your debt, and never ask your contacts, family or employer to pay.',
          es: 'Para cobrar, te contactamos solo a ti, entre las 7:00 y las 22:00 de tu hora, identificándonos. Nunca amenazamos ni insultamos, nunca publicamos tu deuda y nunca pedimos a tus contactos, familia o empleador que paguen.',
        },
        NG: {
          en: 'To collect, we contact only you, between 8:00 and 21:00 your time, saying who we are. We never threaten or insult, never publish your debt, and never ask your contacts, family or employer to pay.',
          es: 'Para cobrar, te contactamos solo a ti, entre las 8:00 y las 21:00 de tu hora, identificándonos. Nunca amenazamos ni insultamos, nunca publicamos tu deuda y nunca pedimos a tus contactos, familia o empleador que paguen.',
        },
      },
    ],
    [
      { en: 'Extension', es: 'Prórroga' },
      {
        en: `${facts.rollover} Before you pay its fee, the app shows the new dates and the renewal agreement.`,
        es: `${facts.rollover} Antes de pagar su comisión, la app te muestra las nuevas fechas y el convenio de renovación.`,
      },
    ],
    [
      { en: 'Cancelling', es: 'Cancelación' },
      {
        en: `You can cancel, at no cost, an approved loan before you ask for the money, and a loan whose payment to your bank failed. You cannot cancel while the application is under review, nor once the money has been sent: then the loan ends by repaying it. An offer not taken within ${f.offerValidHours} hours is cancelled by itself.`,
        es: `Puedes cancelar, sin costo, un préstamo aprobado antes de pedir el dinero y un préstamo cuyo depósito a tu banco falló. No puedes cancelar mientras la solicitud está en revisión, ni cuando el dinero ya fue enviado: entonces el préstamo termina pagándolo. Una oferta que no tomas en ${f.offerValidHours} horas se cancela sola.`,
      },
    ],
    [
      { en: 'Coupons', es: 'Cupones' },
      {
        en: 'Coupons lower what you repay on one loan. Each shows its value, its expiry date and the smallest loan amount it can be used on; it is chosen before signing and cannot be exchanged for money.',
        es: 'Los cupones reducen lo que pagas de un préstamo. Cada uno muestra su valor, su fecha de vencimiento y el monto mínimo de préstamo en que se puede usar; se elige antes de firmar y no se puede cambiar por dinero.',
      },
    ],
    [
      { en: 'Your account', es: 'Tu cuenta' },
      {
        en: 'You log in with your mobile number and a code. Your account is personal: keep your phone and codes to yourself. Logging in on another device ends the session on the first one.',
        es: 'Entras con tu número de celular y un código. Tu cuenta es personal: no compartas tu teléfono ni tus códigos. Entrar en otro dispositivo cierra la sesión en el primero.',
      },
      {
        en: 'How we treat your data is explained in the privacy policy.',
        es: 'Cómo tratamos tus datos se explica en el aviso de privacidad.',
      },
    ],
    [
      { en: 'Complaints and applicable law', es: 'Quejas y ley aplicable' },
      {
        MX: {
          en: 'Write to us or call us first (Me, Customer service): we answer every complaint. You can also go to CONDUSEF (www.condusef.gob.mx). These terms are governed by the laws of Mexico.',
          es: 'Escríbenos o llámanos primero (Mi cuenta, Atención al cliente): respondemos cada queja. También puedes acudir a la CONDUSEF (www.condusef.gob.mx). Estos términos se rigen por las leyes de México.',
        },
        NG: {
          en: 'Write to us or call us first (Me, Customer service): we answer every complaint. You can also go to the Federal Competition and Consumer Protection Commission, FCCPC (fccpc.gov.ng). These terms are governed by the laws of the Federal Republic of Nigeria.',
          es: 'Escríbenos o llámanos primero (Mi cuenta, Atención al cliente): respondemos cada queja. También puedes acudir a la Comisión Federal de Competencia y Protección al Consumidor, FCCPC (fccpc.gov.ng). Estos términos se rigen por las leyes de la República Federal de Nigeria.',
        },
      },
    ],
    [
      { en: 'Changes to these terms', es: 'Cambios a estos términos' },
      {
        en: 'Each edition has a version, shown at the top. A new edition never changes a loan already signed: that loan keeps the agreement you signed.',
        es: 'Cada edición tiene una versión, que aparece al inicio. Una nueva edición nunca cambia un préstamo ya firmado: ese préstamo conserva el contrato que firmaste.',
      },
    ],
  ]);
  return versioned(title, TERMS_EDITION, sections);
}
