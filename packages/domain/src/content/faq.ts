import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { type HelpSources, helpFigures, inLanguage, perMarket } from './help-figures.ts';
import type { FaqEntry } from './help-types.ts';
import { supportHoursText } from './support-hours.ts';

export const PRIVACY_POLICY_PATH = '/provicy';
export const TERMS_PATH = '/termsCondition';
export const CUSTOMER_SERVICE_PATH = '/user_center/customer_services';

/**
 * The FAQ (spec §3) for one market in one language. Every limit, rate, fee, tax, penalty, quota,
 * extension, payment rule and channel is produced from the configured products and markets
 * (`helpFigures`), so the answers cannot disagree with what a borrower is charged.
 */
export function faqFor(market: MarketId, language: Language, sources: HelpSources = {}): FaqEntry[] {
  const s = inLanguage(language);
  const f = helpFigures(market, language, sources);
  const channels = f.channels.map((c) => `${c.name}. ${c.hint}.`).join(' ');
  const privacyLink = {
    path: PRIVACY_POLICY_PATH,
    label: s({ en: 'Privacy policy', es: 'Aviso de privacidad' }),
  };
  const supportLink = {
    path: CUSTOMER_SERVICE_PATH,
    label: s({ en: 'Customer service', es: 'Atención al cliente' }),
  };

  return [
    {
      id: 'eligibility',
      title: s({ en: 'Who can borrow', es: 'Quién puede pedir un préstamo' }),
      problems: [
        {
          subtitle: s({ en: 'Who can apply?', es: '¿Quién puede solicitarlo?' }),
          content: s(
            perMarket(market, {
              MX: {
                en: `Adults of ${f.minAge} or over who live in Mexico, have a monthly income, a mobile number of their own and a bank account in their own name.`,
                es: `Personas mayores de ${f.minAge} años que viven en México, tienen ingresos mensuales, un número de celular propio y una cuenta bancaria a su nombre.`,
              },
              NG: {
                en: `Adults of ${f.minAge} or over who live in Nigeria, have a monthly income, a mobile number of their own and a bank account in their own name.`,
                es: `Personas mayores de ${f.minAge} años que viven en Nigeria, tienen ingresos mensuales, un número de celular propio y una cuenta bancaria a su nombre.`,
              },
            }),
          ),
          open: true,
        },
        {
          subtitle: s({ en: 'What do I need to apply?', es: '¿Qué necesito para solicitarlo?' }),
          content: s(
            perMarket(market, {
              MX: {
                en: 'Your CURP, an official photo ID (we ask for a photo of its back and its front) and a photo of your face. Your RFC and NSS are optional. To receive the money, a CLABE (18 digits) or a debit card (16 digits) of an account in your name.',
                es: 'Tu CURP, una identificación oficial con fotografía (te pedimos una foto del reverso y otra del frente) y una foto de tu rostro. Tu RFC y tu NSS son opcionales. Para recibir el dinero, una CLABE (18 dígitos) o una tarjeta de débito (16 dígitos) de una cuenta a tu nombre.',
              },
              NG: {
                en: 'Your BVN (11 digits), an ID card that shows your NIN (we ask for a photo of its back and its front) and a photo of your face. To receive the money, the 10-digit account number of a bank account in your name.',
                es: 'Tu BVN (11 dígitos), una identificación que muestre tu NIN (te pedimos una foto del reverso y otra del frente) y una foto de tu rostro. Para recibir el dinero, el número de 10 dígitos de una cuenta bancaria a tu nombre.',
              },
            }),
          ),
          open: false,
        },
        {
          subtitle: s({
            en: 'How much can I borrow, and for how long?',
            es: '¿Cuánto puedo pedir y a qué plazo?',
          }),
          content: `${f.facts.limits} ${f.facts.quota}`,
          open: false,
        },
        {
          subtitle: s({ en: 'Can I have two loans at once?', es: '¿Puedo tener dos préstamos a la vez?' }),
          content: s({
            en: 'No. You can have one loan at a time; once it is repaid you can apply for the next one straight away.',
            es: 'No. Puedes tener un préstamo a la vez; en cuanto lo pagas puedes solicitar el siguiente.',
          }),
          open: false,
        },
      ],
    },
    {
      id: 'costs',
      title: s({ en: 'What a loan costs', es: 'Cuánto cuesta un préstamo' }),
      problems: [
        {
          subtitle: s({ en: 'How much interest do I pay?', es: '¿Cuánto interés pago?' }),
          content: f.facts.rates,
          open: false,
        },
        {
          subtitle: s({ en: 'Are there fees?', es: '¿Hay comisiones?' }),
          content: f.facts.fees,
          open: false,
        },
        {
          subtitle: s({ en: 'Can you show me an example?', es: '¿Me das un ejemplo?' }),
          content: s({
            en: `${f.facts.example} Before you sign, the app shows every fee, the tax, each payment and its date for the amount you choose.`,
            es: `${f.facts.example} Antes de firmar, la app te muestra cada comisión, el impuesto, cada pago y su fecha para el monto que elijas.`,
          }),
          open: true,
        },
      ],
    },
    {
      id: 'review',
      title: s({ en: 'Review and payout', es: 'Revisión y depósito' }),
      problems: [
        {
          subtitle: s({ en: 'How long does the review take?', es: '¿Cuánto tarda la revisión?' }),
          content: s({
            en: `The automatic review usually answers within minutes, and always within one working day. If we cannot lend to you this time, you can apply again after ${f.retryDays} days.`,
            es: `La revisión automática suele responder en minutos, y siempre en menos de un día hábil. Si esta vez no podemos prestarte, puedes volver a solicitar después de ${f.retryDays} días.`,
          }),
          open: false,
        },
        {
          subtitle: s({ en: 'When do I get the money?', es: '¿Cuándo recibo el dinero?' }),
          content: s({
            en: 'Once approved, you sign the agreement with a code we send to your phone and ask for the money. It usually reaches your bank account in 10 to 60 minutes. If your bank does not answer, we keep trying for up to 8 hours; if the payment still fails, you can correct your bank account and ask again.',
            es: 'Una vez aprobado, firmas el contrato con un código que enviamos a tu celular y pides el dinero. Suele llegar a tu cuenta bancaria en 10 a 60 minutos. Si tu banco no responde, seguimos intentando hasta 8 horas; si el depósito aún falla, puedes corregir tu cuenta bancaria y volver a pedirlo.',
          }),
          open: false,
        },
        {
          subtitle: s({
            en: 'How long is an approved offer valid?',
            es: '¿Cuánto dura una oferta aprobada?',
          }),
          content: s({
            en: `${f.offerValidHours} hours. If you do not sign and ask for the money in that time, the offer is cancelled and nothing is owed.`,
            es: `${f.offerValidHours} horas. Si en ese tiempo no firmas y pides el dinero, la oferta se cancela y no debes nada.`,
          }),
          open: false,
        },
      ],
    },
    {
      id: 'repaying',
      title: s({ en: 'How to repay', es: 'Cómo pagar' }),
      problems: [
        {
          subtitle: s({ en: 'How can I pay?', es: '¿Cómo puedo pagar?' }),
          content: s({
            en: `With the Pay button of your loan. ${channels}`,
            es: `Con el botón Pagar de tu préstamo. ${channels}`,
          }),
          open: true,
        },
        {
          subtitle: s({ en: 'Can I pay in parts or early?', es: '¿Puedo pagar en partes o por adelantado?' }),
          content: s({
            en: `Yes, any day. Each payment must be ${f.paymentRule}, and never more than you owe; paying exactly everything you owe is always accepted. A payment settles any late penalty and extension fee first, then your earliest payment due. Interest runs day by day on the amount lent you still owe, so paying early costs only the days you had the money, and part of the amount lent repaid early lowers your later payments; their dates stay.`,
            es: `Sí, cualquier día. Cada pago debe ser de ${f.paymentRule}, y nunca más de lo que debes; pagar exactamente todo lo que debes siempre se acepta. Un pago cubre primero la penalización por atraso y la comisión de prórroga, y después tu pago más antiguo. El interés corre día a día sobre el monto prestado que aún debes: pagar antes cuesta solo los días que tuviste el dinero, y lo que adelantes del monto prestado baja tus pagos siguientes, que conservan sus fechas.`,
          }),
          open: false,
        },
      ],
    },
    {
      id: 'late',
      title: s({ en: 'If you are late', es: 'Si te atrasas' }),
      problems: [
        {
          subtitle: s({ en: 'What happens if I pay late?', es: '¿Qué pasa si pago tarde?' }),
          content: s({
            en: `${f.facts.penalty} It is added at the close of each day that a payment stays overdue and stops as soon as you pay what is due.`,
            es: `${f.facts.penalty} Se suma al cierre de cada día que un pago sigue vencido y se detiene en cuanto pagas lo vencido.`,
          }),
          open: false,
        },
        {
          subtitle: s({ en: 'Can I put off a payment?', es: '¿Puedo aplazar un pago?' }),
          content: f.facts.rollover,
          open: false,
        },
        {
          subtitle: s({ en: 'What if I cannot pay?', es: '¿Qué hago si no puedo pagar?' }),
          content: s({
            en: 'Write to us or call us before the due date. We will look at the options with you. We never tell the people in your contacts about your loan, and never ask anyone else to pay it.',
            es: 'Escríbenos o llámanos antes de la fecha de pago. Revisaremos las opciones contigo. Nunca hablamos de tu préstamo con las personas de tus contactos ni pedimos a nadie más que lo pague.',
          }),
          open: false,
          link: supportLink,
        },
      ],
    },
    {
      id: 'cancelling',
      title: s({ en: 'Cancelling', es: 'Cancelar' }),
      problems: [
        {
          subtitle: s({ en: 'Can I cancel my loan?', es: '¿Puedo cancelar mi préstamo?' }),
          content: s({
            en: `Yes, while nothing has been sent: after approval and before you ask for the money, or when a payment to your bank failed. Not while your application is under review (the answer comes within minutes), and not once the money is on its way to you; then the way out is to repay it. An offer you leave for ${f.offerValidHours} hours is cancelled by itself.`,
            es: `Sí, mientras no se haya enviado nada: después de la aprobación y antes de pedir el dinero, o cuando el depósito a tu banco falló. No mientras tu solicitud está en revisión (la respuesta llega en minutos), ni cuando el dinero ya va en camino; entonces la forma de terminar es pagarlo. Una oferta que dejas ${f.offerValidHours} horas se cancela sola.`,
          }),
          open: false,
        },
      ],
    },
    {
      id: 'coupons',
      title: s({ en: 'Coupons', es: 'Cupones' }),
      problems: [
        {
          subtitle: s({ en: 'How do I get a coupon?', es: '¿Cómo obtengo un cupón?' }),
          content: s({
            en: 'You receive a welcome coupon when you add your first bank account, and you may win more in the prize draw after a loan is paid out. You find them in Me, Coupons.',
            es: 'Recibes un cupón de bienvenida cuando agregas tu primera cuenta bancaria, y puedes ganar más en el sorteo después de recibir un préstamo. Los encuentras en Mi cuenta, Cupones.',
          }),
          open: false,
        },
        {
          subtitle: s({ en: 'How do I use a coupon?', es: '¿Cómo uso un cupón?' }),
          content: s({
            en: 'Choose it when you confirm a loan, before signing. Each coupon shows its value, its expiry date and the smallest loan amount it can be used on; the amounts on the confirm screen and in the agreement already include it.',
            es: 'Elígelo al confirmar un préstamo, antes de firmar. Cada cupón muestra su valor, su fecha de vencimiento y el monto mínimo de préstamo en que se puede usar; los montos de la pantalla de confirmación y del contrato ya lo incluyen.',
          }),
          open: false,
        },
      ],
    },
    {
      id: 'data',
      title: s({ en: 'Your data and privacy', es: 'Tus datos y tu privacidad' }),
      problems: [
        {
          subtitle: s({ en: 'What data do you ask for, and why?', es: '¿Qué datos piden y para qué?' }),
          content: s({
            en: 'What you type in the forms, the photos of your ID and face, and your bank account: to know who you are, to decide on your loan and to pay it to you. With your permission, the app also reads some data from your phone (contacts, financial SMS, installed apps, location, storage, camera, device information) for the risk assessment only.',
            es: 'Lo que escribes en los formularios, las fotos de tu identificación y de tu rostro, y tu cuenta bancaria: para saber quién eres, decidir tu préstamo y depositártelo. Con tu permiso, la app también lee algunos datos de tu teléfono (contactos, SMS financieros, apps instaladas, ubicación, almacenamiento, cámara, información del dispositivo) solo para evaluar el riesgo.',
          }),
          open: false,
          link: privacyLink,
        },
        {
          subtitle: s({ en: 'How long do you keep it?', es: '¿Cuánto tiempo los guardan?' }),
          content: s({
            en: `The data read from your phone is deleted once we have decided on your application. If you start an application and do not submit it, everything you gave us is deleted ${f.retentionDays} days after your last change. The privacy policy says what we keep after a loan and for how long.`,
            es: `Los datos leídos de tu teléfono se borran en cuanto decidimos tu solicitud. Si empiezas una solicitud y no la envías, todo lo que nos diste se borra ${f.retentionDays} días después de tu último cambio. El aviso de privacidad explica qué guardamos después de un préstamo y por cuánto tiempo.`,
          }),
          open: false,
          link: privacyLink,
        },
      ],
    },
    {
      id: 'support',
      title: s({ en: 'Contacting us', es: 'Contacto' }),
      problems: [
        {
          subtitle: s({ en: 'When can I reach a person?', es: '¿Cuándo me atiende una persona?' }),
          content: s({
            en: `${supportHoursText(market, language)}, by phone or e-mail (Me, Customer service). A message sent outside those hours is answered the next working day; the app and payments keep working all the time.`,
            es: `${supportHoursText(market, language)}, por teléfono o correo (Mi cuenta, Atención al cliente). Un mensaje enviado fuera de ese horario se responde el siguiente día hábil; la app y los pagos funcionan todo el tiempo.`,
          }),
          open: false,
          link: supportLink,
        },
        {
          subtitle: s({ en: 'How do I make a complaint?', es: '¿Cómo presento una queja?' }),
          content: s(
            perMarket(market, {
              MX: {
                en: 'Tell us first, by phone or e-mail: we answer every complaint. If you are not satisfied, you can go to CONDUSEF, the national commission that protects users of financial services (www.condusef.gob.mx).',
                es: 'Primero dínoslo, por teléfono o correo: respondemos cada queja. Si no quedas satisfecho, puedes acudir a la CONDUSEF, la comisión nacional que protege a los usuarios de servicios financieros (www.condusef.gob.mx).',
              },
              NG: {
                en: 'Tell us first, by phone or e-mail: we answer every complaint. If you are not satisfied, you can go to the Federal Competition and Consumer Protection Commission, FCCPC (fccpc.gov.ng), and for your personal data to the Nigeria Data Protection Commission, NDPC (ndpc.gov.ng).',
                es: 'Primero dínoslo, por teléfono o correo: respondemos cada queja. Si no quedas satisfecho, puedes acudir a la Comisión Federal de Competencia y Protección al Consumidor, FCCPC (fccpc.gov.ng), y sobre tus datos personales a la Comisión de Protección de Datos de Nigeria, NDPC (ndpc.gov.ng).',
              },
            }),
          ),
          open: false,
          link: supportLink,
        },
      ],
    },
  ];
}
