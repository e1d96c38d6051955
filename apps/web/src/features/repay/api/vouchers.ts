import { type CallPayload, call } from '../../../api/call.ts';

/** POST (multipart) the receipt photo; answers the id to save the proof with. */
export function uploadVoucherImage(photo: File) {
  return call('POST /api/repay/upload/user/voucher', {}, { files: { file: photo } });
}

export type VoucherProof = Required<CallPayload<'POST /api/repay/save/user/voucher'>>;

/** POST /repay/save/user/voucher: the proof, pending review (feedback within 48 hours). */
export function saveVoucher(proof: VoucherProof) {
  return call('POST /api/repay/save/user/voucher', { ...proof });
}

/** POST /repay/get/voucher/list: the borrower's proofs for an order, newest first. */
export function getVoucherList(orderNo: string) {
  return call('POST /api/repay/get/voucher/list', { orderNo });
}
