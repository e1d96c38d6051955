import type { ReactNode } from 'react';
import { useExtensionOrderNo } from '../hooks/use-extension-order-no.ts';
import { LoadState } from './load-state.tsx';
import { NoLoan } from './no-loan.tsx';
import { SignedIn } from './signed-in.tsx';

/**
 * What every extension screen does first: asks for a session, then finds the order it is about
 * (?orderNo=, or the latest loan being repaid) and renders `children` with it.
 */
export function OrderGate({ children }: { children: (orderNo: string) => ReactNode }) {
  return (
    <SignedIn>
      <FindOrder>{children}</FindOrder>
    </SignedIn>
  );
}

function FindOrder({ children }: { children: (orderNo: string) => ReactNode }) {
  const order = useExtensionOrderNo();
  if (order.state === 'loading') return <LoadState error={order.error} onRetry={order.retry} />;
  if (order.state === 'none') return <NoLoan order={order.order} />;
  return children(order.orderNo);
}
