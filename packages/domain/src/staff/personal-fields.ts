/**
 * A borrower's personal fields the console shows masked; each is revealed on its own, and the
 * reveal is audited (decision 053). The service masks and reveals them; the console offers them.
 */
export const PERSONAL_FIELDS = [
  'name',
  'mobile',
  'nationalId',
  'bvn',
  'birthday',
  'email',
  'whatsapp',
  'address',
  'bankAccount',
  'emergencyContacts',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
