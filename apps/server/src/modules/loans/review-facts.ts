import { type MarketId, REVIEW_RULES, type ReviewFacts } from '@puente/domain';
import type { Db } from '../../db/database.ts';
import { repaymentHistory } from '../orders/orders-service.ts';
import { findProfile, findQuestionnaire } from '../profile/profile-service.ts';
import { type ApplicationRef, fraudFacts } from './fraud-facts.ts';

function ageOn(birthday: string, now: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const hadBirthday =
    now.getUTCMonth() + 1 > m || (now.getUTCMonth() + 1 === m && now.getUTCDate() >= d) ? 0 : 1;
  return now.getUTCFullYear() - y - hadBirthday;
}

/**
 * What the review reads about an application: the borrower's saved profile, answers and loans with
 * us, and what the fraud signals read about their device, address, account and identity.
 */
export async function reviewFacts(
  tx: Db,
  application: ApplicationRef,
  market: MarketId,
  now: Date,
): Promise<ReviewFacts> {
  const { userId } = application;
  const profile = await findProfile(tx, userId);
  const answers = (await findQuestionnaire(tx, userId))?.answers ?? {};
  const history = await repaymentHistory(tx, userId);
  const basic = profile?.basic ?? {};
  const addition = profile?.addition ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    market,
    ageYears: ageOn(text(basic.birthday) ?? '1900-01-01', now),
    workType: text(addition.workType) ?? '',
    salaryRange: text(addition.salaryRange),
    payFrequency: text(addition.payFrequency),
    questionnaire: Object.fromEntries(
      Object.entries(answers).map(([code, answer]) => [Number(code), answer]),
    ),
    onTimeLoans: history.onTime,
    lateLoans: history.late,
    fraud: await fraudFacts(
      tx,
      application,
      market,
      basic,
      profile?.curp ?? null,
      REVIEW_RULES[market].fraud,
      now,
    ),
  };
}
