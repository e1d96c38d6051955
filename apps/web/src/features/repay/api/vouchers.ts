import type { VoucherView } from '@puente/domain';
import { apiCall } from '../../../api/client.ts';

/** POST (multipart) the receipt photo; answers the id to save the proof with. */
export function uploadVoucherImage(photo: File) {
  return apiCall<{ imageId: string }>('/repay/upload/user/voucher', {}, { files: { file: photo } });
}

export interface VoucherProof {
  orderNo: string;
  imageId: string;
  reference: string;
  /** Whole major units. */
  amount: number;
}

/** POST /repay/save/user/voucher: the proof, pending review (feedback within 48 hours). */
export function saveVoucher(proof: VoucherProof) {
  return apiCall<VoucherView>('/repay/save/user/voucher', { ...proof }, { method: 'POST' });
}

/** POST /repay/get/voucher/list: the borrower's proofs for an order, newest first. */
export function getVoucherList(orderNo: string) {
  return apiCall<{ vouchers: VoucherView[] }>('/repay/get/voucher/list', { orderNo }, { method: 'POST' });
}
