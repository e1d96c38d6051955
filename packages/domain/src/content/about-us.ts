import type { Language } from '../i18n/language.ts';
import type { MarketId } from '../markets/markets.ts';
import { type HelpSources, helpFigures, inLanguage, sectionsOf, versioned } from './help-figures.ts';
import type { LegalDocument } from './help-types.ts';
import { supportHoursText } from './support-hours.ts';

export const ABOUT_US_EDITION = '2026-11-22';

/** About us (`/user_center/about_us`): what Puente is and how it works, its figures from the products. */
export function aboutUsFor(market: MarketId, language: Language, sources: HelpSources = {}): LegalDocument {
  const f = helpFigures(market, language, sources);
  const channels = f.channels.map((c) => c.name).join('; ');
  const title = inLanguage(language)({ en: 'About Puente', es: 'Acerca de Puente' });
  const sections = sectionsOf(market, language, [
    [
      { en: 'Who we are', es: 'Quiénes somos' },
      {
        MX: {
          en: 'Puente offers small personal loans to people in Mexico, from the phone, with no branch to visit and no paper forms. We want borrowing to be quick and every cost to be clear before you sign.',
          es: 'Puente otorga préstamos personales pequeños a personas en México, desde el celular, sin ir a una sucursal y sin formularios en papel. Queremos que pedir prestado sea rápido y que cada costo quede claro antes de firmar.',
        },
        NG: {
          en: 'Puente offers small personal loans to people in Nigeria, from the phone, with no branch to visit and no paper forms. We want borrowing to be quick and every cost to be clear before you sign.',
          es: 'Puente otorga préstamos personales pequeños a personas en Nigeria, desde el celular, sin ir a una sucursal y sin formularios en papel. Queremos que pedir prestado sea rápido y que cada costo quede claro antes de firmar.',
        },
      },
    ],
    [
      { en: 'What we offer', es: 'Qué ofrecemos' },
      { en: `${f.facts.limits} ${f.facts.quota}`, es: `${f.facts.limits} ${f.facts.quota}` },
      { en: f.facts.rates, es: f.facts.rates },
    ],
    [
      { en: 'How it works', es: 'Cómo funciona' },
      {
        en: 'You register with your phone number, tell us about yourself, verify your ID with three photos and add your bank account. Our automated review answers usually within minutes. You see every fee, the tax and each payment before you sign with a code, and the money usually reaches your account within an hour.',
        es: 'Te registras con tu número de celular, nos cuentas sobre ti, verificas tu identidad con tres fotos y agregas tu cuenta bancaria. Nuestra revisión automatizada suele responder en minutos. Ves cada comisión, el impuesto y cada pago antes de firmar con un código, y el dinero suele llegar a tu cuenta en menos de una hora.',
      },
      {
        en: `You repay from the app: ${channels}.`,
        es: `Pagas desde la app: ${channels}.`,
      },
    ],
    [
      { en: 'What we promise', es: 'Nuestro compromiso' },
      {
        en: 'No charge that was not shown before you signed. Data read from your phone is used only to decide on your application and is deleted afterwards. We never tell the people in your contacts about your loan, and we never ask you for a code.',
        es: 'Ningún cargo que no se haya mostrado antes de firmar. Los datos leídos de tu teléfono se usan solo para decidir tu solicitud y después se borran. Nunca hablamos de tu préstamo con las personas de tus contactos y nunca te pedimos un código.',
      },
    ],
    [
      { en: 'Talk to us', es: 'Habla con nosotros' },
      {
        en: `${supportHoursText(market, language)}, by phone or e-mail, from Me, Customer service.`,
        es: `${supportHoursText(market, language)}, por teléfono o correo, desde Mi cuenta, Atención al cliente.`,
      },
    ],
  ]);
  return versioned(title, ABOUT_US_EDITION, sections);
}
