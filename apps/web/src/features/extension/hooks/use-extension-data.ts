import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { getExtensionData } from '../api/extension-data.ts';

export const extensionDataKey = (orderNo: string) => ['extension', 'data', orderNo] as const;

/**
 * What an extension would do for this order, asked afresh each time a screen opens (a payment or
 * the fee may have arrived meanwhile). The refusal and the agreement are written in the borrower's
 * language, so a change of language asks again.
 */
export function useExtensionData(orderNo: string) {
  const { language } = useI18n();
  return useQuery({
    queryKey: [...extensionDataKey(orderNo), language],
    queryFn: async () => (await getExtensionData(orderNo)).data,
    refetchOnMount: 'always',
  });
}
