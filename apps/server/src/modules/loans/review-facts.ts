import type { MarketId, ReviewFacts } from '@puente/domain';
import type { Db } from '../../db/database.ts';
import { repaymentHistory } from '../orders/order-repository.ts';
import { findProfile, findQuestionnaire } from '../profile/profile-repository.ts';

function ageOn(birthday: string, now: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const hadBirthday =
    now.getUTCMonth() + 1 > m || (now.getUTCMonth() + 1 === m && now.getUTCDate() >= d) ? 0 : 1;
  return now.getUTCFullYear() - y - hadBirthday;
}

/** What the review reads about a borrower: their saved profile, answers and loans with us. */
export async function reviewFacts(tx: Db, userId: string, market: MarketId, now: Date): Promise<ReviewFacts> {
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
  };
}
