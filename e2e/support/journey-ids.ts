import { randomInt } from 'node:crypto';

/**
 * The ids of one journey's borrower. A national id and a payout account belong to one account
 * (docs/decisions/038), and every journey of a run talks to one service, so each journey gives
 * its own: random, with the check digits the service verifies.
 */

/** CURP check digit (packages/domain ids/curp.ts): Ñ sits between N and O. */
function curpCheckDigit(first17: string): number {
  const alphabet = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += alphabet.indexOf(first17[i] ?? '') * (18 - i);
  return (10 - (sum % 10)) % 10;
}

/** CLABE check digit (packages/domain ids/clabe.ts): weights 3, 7, 1 modulo 10. */
function clabeCheckDigit(first17: string): number {
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * (weights[i % 3] ?? 1)) % 10;
  return (10 - (sum % 10)) % 10;
}

const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXZ';
const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

/** A man born 1990-01-01 in Mexico City, as the journeys' personal info says. */
export function journeyCurp(): string {
  const inner = Array.from({ length: 3 }, () => CONSONANTS[randomInt(CONSONANTS.length)]).join('');
  const first17 = `PUEN900101HDF${inner}${randomInt(10)}`;
  return `${first17}${curpCheckDigit(first17)}`;
}

export const journeyBvn = () => `22${digits(9)}`;

/** A BBVA México CLABE (the bank the screens name from its first digits). */
export function journeyClabe(): string {
  const first17 = `012180${digits(11)}`;
  return `${first17}${clabeCheckDigit(first17)}`;
}

/** A NUBAN the sandbox bank knows (never ending in 0000 or 9999, its signals for unknown or down). */
export const journeyNuban = () => `01${digits(4)}${1000 + randomInt(8000)}`;

/** The first of three photo seeds (back, front, face): the sandbox reads a card's NIN from its photo. */
export const journeyPhotoSeed = () => 100 + randomInt(1_000_000) * 3;
