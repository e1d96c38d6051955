/**
 * RFC 6238 ("TOTP: Time-Based One-Time Password Algorithm"), Appendix B, test vectors: the seeds
 * are the ASCII strings the RFC's reference code uses for each hash (20, 32 and 64 bytes), the step
 * is 30 seconds, the codes 8 digits.
 */
export const RFC6238_SEEDS = {
  SHA1: '12345678901234567890',
  SHA256: '12345678901234567890123456789012',
  SHA512: '1234567890123456789012345678901234567890123456789012345678901234',
} as const;

export const RFC6238_VECTORS: { time: number; algorithm: keyof typeof RFC6238_SEEDS; totp: string }[] = [
  { time: 59, algorithm: 'SHA1', totp: '94287082' },
  { time: 59, algorithm: 'SHA256', totp: '46119246' },
  { time: 59, algorithm: 'SHA512', totp: '90693936' },
  { time: 1111111109, algorithm: 'SHA1', totp: '07081804' },
  { time: 1111111109, algorithm: 'SHA256', totp: '68084774' },
  { time: 1111111109, algorithm: 'SHA512', totp: '25091201' },
  { time: 1111111111, algorithm: 'SHA1', totp: '14050471' },
  { time: 1111111111, algorithm: 'SHA256', totp: '67062674' },
  { time: 1111111111, algorithm: 'SHA512', totp: '99943326' },
  { time: 1234567890, algorithm: 'SHA1', totp: '89005924' },
  { time: 1234567890, algorithm: 'SHA256', totp: '91819424' },
  { time: 1234567890, algorithm: 'SHA512', totp: '93441116' },
  { time: 2000000000, algorithm: 'SHA1', totp: '69279037' },
  { time: 2000000000, algorithm: 'SHA256', totp: '90698825' },
  { time: 2000000000, algorithm: 'SHA512', totp: '38618901' },
  { time: 20000000000, algorithm: 'SHA1', totp: '65353130' },
  { time: 20000000000, algorithm: 'SHA256', totp: '77737706' },
  { time: 20000000000, algorithm: 'SHA512', totp: '47863826' },
];
