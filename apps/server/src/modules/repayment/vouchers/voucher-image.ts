import { DomainError } from '@puente/domain';
import type { UploadedFile } from '../../../protocol/call.ts';
import { type CheckedImage, checkImage } from '../../identity/image-check.ts';

/** How image refusals name a receipt, in place of the identity photo's name. */
const RECEIPT = { field: 'file', photo: 'receipt photo', foto: 'foto del comprobante' };

/**
 * A receipt meets the rules every uploaded photo meets (identity/image-check.ts: format by its own
 * bytes, size, whole, readable dimensions); only the refusal names it as a receipt.
 */
export function checkReceipt(file: UploadedFile | undefined): CheckedImage {
  try {
    return checkImage('back', file);
  } catch (error) {
    if (error instanceof DomainError) throw new DomainError(error.errorName, { ...error.params, ...RECEIPT });
    throw error;
  }
}

/**
 * Where a receipt is kept: under its uploader, so an image id names a file of that borrower only and
 * another borrower's id finds nothing. The id is a UUID, checked before it becomes a key.
 */
export function receiptKey(userId: string, imageId: string): string {
  return `vouchers/${userId}/${imageId}`;
}
