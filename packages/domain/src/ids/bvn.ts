export type BvnResult = { ok: true; bvn: string } | { ok: false; reason: 'format' };

/**
 * Nigerian Bank Verification Number: 11 digits. No check-digit algorithm is public (domain.md §10),
 * so only the shape is checked here; whether the BVN exists is for a provider lookup to say.
 */
export function checkBvn(text: string): BvnResult {
  const bvn = text.replace(/\s/g, '');
  return /^\d{11}$/.test(bvn) ? { ok: true, bvn } : { ok: false, reason: 'format' };
}
