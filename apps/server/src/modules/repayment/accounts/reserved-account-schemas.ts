import { z } from 'zod';
import { currency } from '../../loans/loan-schemas.ts';

/** The wire shape of the reserved-account calls, for OpenAPI (/api/docs); the type is ReservedAccountView. */
export const reservedAccountSchema = z.object({
  provider: z.enum(['monnify', 'flutterwave', 'paystack']),
  accountNumber: z.string().describe('10-digit NUBAN'),
  bankName: z.string(),
  accountName: z.string().describe('the name the paying bank shows'),
  amountDue: z.number(),
  totalOwed: z.number(),
  currency,
});
