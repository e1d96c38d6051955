import { mxStateByCurpCode, mxStateForPostalCode } from '../data/mx-states.ts';
import { isNgLga, ngStateByCode } from '../data/ng-states.ts';
import { checkBvn } from '../ids/bvn.ts';
import { curpMatchesPerson, parseCurp } from '../ids/curp.ts';
import { checkNss } from '../ids/nss.ts';
import { checkRfc } from '../ids/rfc.ts';
import type { MarketId } from '../markets/markets.ts';
import { MARKETS } from '../markets/markets.ts';
import { BIRTH_YEAR_SPAN, MIN_BORROWER_AGE } from '../options/calendar.ts';
import { type Gender, genderFromCode } from '../options/profile.ts';
import { FormChecker, type Input } from './field-checks.ts';
import type { FormResult } from './form-messages.ts';

export interface PersonalInfo {
  firstName: string;
  middleName?: string;
  lastName: string;
  gender: Gender;
  /** Mexico: CURP. */
  nationalId?: string;
  /** Nigeria: Bank Verification Number. */
  bvn?: string;
  birthday: string;
  education: string;
  maritalStatus: string;
  loanPurpose: string;
  residenceType: string;
  /** Mexico: CURP state code; Nigeria: ISO 3166-2 state code without "NG-". */
  state: string;
  /** Mexico: city or municipality as typed; Nigeria: the local government area. */
  city: string;
  address: string;
  /** Mexico only: 5-digit postal code, in the chosen state. */
  pinCode?: string;
  email: string;
  whatsappNo: string;
  sparePhone?: string;
  rfc?: string;
  nss?: string;
}

export interface PersonalInfoOutcome {
  /** An RFC whose check digit fails is kept with a warning (about 1.5% of real RFCs fail it). */
  rfcCheckDigitWarning: boolean;
}

/**
 * The mail services an address may be at (decision 030): spec §5 allows Gmail and Yahoo but suggests
 * Outlook too, so the ones it suggests are taken, with Outlook's other names (Hotmail, Live).
 */
export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'live.com'] as const;

/** Letters, digits, dot, underscore and dash before the @ (spec §5), at one of EMAIL_DOMAINS. */
export function isAcceptedEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  return (
    /^[A-Za-z0-9._-]+$/.test(email.slice(0, at)) && (EMAIL_DOMAINS as readonly string[]).includes(domain)
  );
}

/** Spec §3/§4/§5 for the personal-info form; the web app and the server both run it. */
export function validatePersonalInfo(
  market: MarketId,
  input: Input,
  today: Date,
): FormResult<PersonalInfo> & PersonalInfoOutcome {
  const c = new FormChecker(input, market);
  c.name('firstName', true);
  c.name('middleName', false);
  c.name('lastName', true);
  const gender =
    genderFromCode(input.gender) ??
    (input.gender === 'male' || input.gender === 'female' ? input.gender : undefined);
  if (gender) c.keep('gender', gender);
  else c.fail('gender', 'requiredChoice');

  const birthday = checkBirthday(c, input.birthday, today);
  if (market === 'MX') {
    const text = c.text('nationalId', true);
    if (text !== undefined) {
      const curp = parseCurp(text);
      if (!curp.ok) c.fail('nationalId', 'curpFormat');
      else if (birthday && gender && !curpMatchesPerson(curp.curp, birthday, gender))
        c.fail('nationalId', 'curpMismatch');
      else c.keep('nationalId', curp.curp);
    }
  } else {
    const text = c.text('bvn', true);
    if (text !== undefined) {
      const bvn = checkBvn(text);
      if (bvn.ok) c.keep('bvn', bvn.bvn);
      else c.fail('bvn', 'bvnFormat');
    }
  }

  // Spec §4: these appear only once a birthday is chosen, so without one they are not asked yet.
  if (birthday) {
    c.choice('education', 'education');
    c.choice('maritalStatus', 'maritalStatus');
    c.digitsPhone('whatsappNo', true);
    c.digitsPhone('sparePhone', false);
    const email = c.freeText('email', true)?.replace(/\s/g, '');
    if (email !== undefined) {
      if (isAcceptedEmail(email)) c.keep('email', email.toLowerCase());
      else c.fail('email', 'emailDomain');
    }
  }
  c.choice('loanPurpose', 'loanPurpose');
  c.choice('residenceType', 'residenceType');
  checkPlace(c);
  c.address('address');

  let rfcCheckDigitWarning = false;
  if (market === 'MX') {
    const rfcText = c.text('rfc', false);
    if (rfcText !== undefined) {
      const rfc = checkRfc(rfcText);
      if (!rfc.ok) c.fail('rfc', 'rfcFormat');
      else {
        c.keep('rfc', rfc.rfc);
        rfcCheckDigitWarning = !rfc.checkDigitValid;
      }
    }
    const nssText = c.text('nss', false);
    if (nssText !== undefined) {
      const nss = checkNss(nssText);
      if (nss.ok) c.keep('nss', nss.nss);
      else c.fail('nss', 'nssFormat');
    }
  }
  return { ...c.result<PersonalInfo>(), rfcCheckDigitWarning };
}

/** Birth years run from 18 years ago back 65 years (spec §5), in the market's calendar. */
function checkBirthday(c: FormChecker, raw: unknown, today: Date): string | undefined {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return c.fail('birthday', 'requiredChoice');
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(`${text}T00:00:00Z`) : undefined;
  if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    return c.fail('birthday', 'requiredChoice');
  }
  const todayText = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETS[c.market].timeZone }).format(today);
  const [y, m, d] = todayText.split('-').map(Number) as [number, number, number];
  const adultBy = `${y - MIN_BORROWER_AGE}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const earliest = `${y - MIN_BORROWER_AGE - BIRTH_YEAR_SPAN + 1}-01-01`;
  if (text > adultBy || text < earliest) return c.fail('birthday', 'birthdayRange');
  return c.keep('birthday', text);
}

/** State, then city (spec §4: city needs a state first); Mexico adds the postal code of that state. */
function checkPlace(c: FormChecker): void {
  const state = c.text('state', false);
  const validState = state && (c.market === 'MX' ? mxStateByCurpCode(state) : ngStateByCode(state));
  if (!state) c.fail('state', 'requiredChoice');
  else if (!validState) c.fail('state', 'notAnOption');
  else c.keep('state', state);

  const city = c.freeText('city', true);
  if (city !== undefined) {
    if (!validState) c.fail('city', 'stateFirst');
    else if (c.market === 'NG' && !isNgLga(state, city)) c.fail('city', 'notAnOption');
    else c.keep('city', city);
  }
  if (c.market === 'MX') {
    const pin = c.text('pinCode', true);
    if (pin !== undefined) {
      if (!/^\d{5}$/.test(pin) || (validState && mxStateForPostalCode(pin)?.curpCode !== state))
        c.fail('pinCode', 'pinCodeInvalid');
      else c.keep('pinCode', pin);
    }
  }
}
