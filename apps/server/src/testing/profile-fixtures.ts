import { designationListFor, type MarketId, optionsFor } from '@puente/domain';
import { NG_STATES } from '@puente/domain/data';
import { MEXICAN_APPLICANT } from '@puente/domain/testing';
import type { TestService } from './test-service.ts';
import { uniqueClabe, uniqueCurp, uniqueDigits11 } from './unique-ids.ts';

/** Forms that pass every spec §5 rule, per market, for tests that need a step done. */
export const MX_BASIC = MEXICAN_APPLICANT;

const lagos = NG_STATES.find((state) => state.code === 'LA');
export const NG_BASIC = {
  ...MX_BASIC,
  firstName: 'Adaeze',
  lastName: 'Okafor',
  nationalId: undefined,
  pinCode: undefined,
  bvn: '22212345678',
  education: 'graduate',
  state: 'LA',
  city: lagos?.lgas[0],
};

/**
 * MX_BASIC with a CURP of its own (same birthday and gender): an id belongs to one account
 * (decision 038), so each borrower of a test service needs theirs.
 */
export function mxBasic(): typeof MX_BASIC {
  return { ...MX_BASIC, nationalId: uniqueCurp(MX_BASIC.nationalId) };
}

/** NG_BASIC with a BVN of its own. */
export function ngBasic(): typeof NG_BASIC {
  return { ...NG_BASIC, bvn: uniqueDigits11() };
}

export const ADDITION = {
  workType: 'employee',
  companyName: 'Acme',
  industry: 'retail',
  jobExperience: 'in1_3Years',
  incomeSource: 'ownself',
  payFrequency: 'Monthly',
  monthlyPayday: '15',
  payMethod: 'bankTransfer',
  workCity: 'Xalapa',
  workAddress: 'Reforma 1',
  emergencyContactName1: 'Ana López',
  emergencyContactRelation1: 'parents',
  emergencyContactName2: 'Luis Pérez',
  emergencyContactRelation2: 'friends',
};

export function additionFor(market: MarketId) {
  const workType = market === 'MX' ? 'employed' : 'employee';
  const list = designationListFor(market, workType);
  const designation = list ? optionsFor(market, list)[0]?.value : undefined;
  const work = { workType, designation, salaryRange: market === 'MX' ? 'upTo29999' : 'upTo69999' };
  const mobiles =
    market === 'MX'
      ? { emergencyContactMobile1: '5511112222', emergencyContactMobile2: '5533334444' }
      : {
          emergencyContactMobile1: '08031112222',
          emergencyContactMobile2: '08053334444',
          emergencyContactRelation1: 'parents',
        };
  return { ...ADDITION, ...work, ...mobiles };
}

/** Every question answered with its first option. */
/**
 * A careful borrower's answers, which the automated review approves: no default, nothing overdue,
 * never late. `change` overrides answers by question code (e.g. { 1: 'yes' } to be rejected).
 */
export function fullQuestionnaire(
  _market: MarketId,
  change: Record<string, string | string[]> = {},
): Record<string, string | string[]> {
  return {
    '1': 'no',
    '2': 'no',
    '3': 'good',
    '4': ['none'],
    '5': ['none'],
    '6': 'neverLate',
    '7': 'none',
    '8': 'from1To10',
    '9': 'none',
    '10': 'from1To10',
    '11': 'none',
    ...change,
  };
}

export const MX_CLABE = {
  cardType: 'CLABE',
  accountNumber: '002010077777777771',
  accountNumberConfirm: '002010077777777771',
  holderName: 'Gloria Hernández García',
  curp: 'HEGG560427MVZRRL04',
};

/** Saves additional info, questionnaire and a bank account through the real calls (MX borrower). */
export async function completeProfileSteps(
  s: TestService,
  b: { token: string; mobile: string },
): Promise<void> {
  const { token } = b;
  const steps = [
    await s.call('POST', '/user/saveAdditionInfo-market', additionFor('MX'), { token }),
    await s.call('POST', '/user/save/questionnaire', { answers: fullQuestionnaire('MX') }, { token }),
  ];
  await s.clock.advance(60_000);
  const code = await s.requestCode(b.mobile, { token });
  const clabe = uniqueClabe(MX_CLABE.accountNumber.slice(-4), MX_CLABE.accountNumber.slice(0, 6));
  const account = { ...MX_CLABE, accountNumber: clabe, accountNumberConfirm: clabe, code };
  steps.push(await s.call('POST', '/user/addBankCard', account, { token }));
  const refused = steps.find((answer) => answer.code !== 0);
  if (refused)
    throw new Error(
      `a profile step was refused: ${refused.code} ${refused.msg} ${JSON.stringify(refused.data)}`,
    );
}
