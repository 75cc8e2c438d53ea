import { useEffect, useRef } from 'react';
import { PAY_POLL_MS } from '../../../contract/constants';
import { checkPayApi, type PaymentMethod } from '../../api/vip';

/**
 * Asks every second whether the order is paid, and calls onPaid once when it is.
 * Stops when the order changes or the dialog closes (unmount).
 */
export function usePayPolling(order: { tradeNo: string; method: PaymentMethod } | null, onPaid: () => void): void {
  const paid = useRef(onPaid);
  paid.current = onPaid;
  useEffect(() => {
    if (!order) return;
    let stopped = false;
    let asking = false; // a slow answer must not pile up requests
    const timer = setInterval(async () => {
      if (asking || stopped) return;
      asking = true;
      try {
        const { paySuccess } = await checkPayApi(order.tradeNo, order.method);
        if (paySuccess && !stopped) {
          stopped = true;
          clearInterval(timer);
          paid.current();
        }
      } catch {
        // a failed check is asked again next second
      } finally {
        asking = false;
      }
    }, PAY_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [order]);
}
