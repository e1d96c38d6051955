/**
 * The fuzz suites' seed: fixed, so a run repeats exactly; FUZZ_SEED replays or varies it. Each
 * property gets its own seed from it, so adding a call does not change the others' payloads.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

export function fuzzSeedFor(name: string): number {
  let hash = FUZZ_SEED | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}
