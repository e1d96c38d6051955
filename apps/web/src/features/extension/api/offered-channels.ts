import type { ChannelId } from '@puente/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';

/**
 * The channels the service offers for an order (GET /repay/repay-order/detail): a channel whose
 * provider is not configured (OXXO without an acquirer, SPEI without STP) is not among them, so the
 * fee is never offered a way to be paid that cannot take it. Undefined until the answer arrives.
 */
export function useOfferedChannels(orderNo: string): ReadonlySet<ChannelId> | undefined {
  const detail = useQuery({
    queryKey: ['repay', 'detail', orderNo],
    queryFn: async () => (await call('GET /api/repay/repay-order/detail', { orderNo }, { quiet: true })).data,
  });
  return detail.data ? new Set(detail.data.channels.map((channel) => channel.channelId)) : undefined;
}
