/**
 * The collections buckets by days past due on the business clock (issue 21): a loan one day late is
 * in 1–7; `max` is inclusive, and the last bucket has none.
 */
export const DELINQUENCY_BUCKETS = [
  { id: 'd1_7', min: 1, max: 7 },
  { id: 'd8_30', min: 8, max: 30 },
  { id: 'd31_60', min: 31, max: 60 },
  { id: 'd61_90', min: 61, max: 90 },
  { id: 'd90plus', min: 91, max: null },
] as const;

export type DelinquencyBucket = (typeof DELINQUENCY_BUCKETS)[number]['id'];

export function bucketOf(daysPastDue: number): DelinquencyBucket | undefined {
  return DELINQUENCY_BUCKETS.find((b) => daysPastDue >= b.min && (b.max === null || daysPastDue <= b.max))
    ?.id;
}
