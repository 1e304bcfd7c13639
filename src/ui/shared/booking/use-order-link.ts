import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** What a page opening one order by its address (`?order_code=…`, `#t=…`) asks of its view model. */
export interface OrderLinkViewModel {
  /** The code of the order shown (upper case), or '' before any. */
  readonly orderCode: string;
  /** Keeps an e-mailed link's order token for this tab. */
  openLink(orderCode: string, token: string): void;
  /** Loads the order of `orderCode` (an empty code offers "Find your booking"). */
  load(orderCode: string): Promise<void>;
}

const orderCodeOf = (search: unknown) => {
  const value = (search as Record<string, unknown>).order_code;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** The order token an e-mailed link carries in its fragment (`#t=…`; a fragment never reaches a server). */
const linkTokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('t') ?? '';

/**
 * The address of a page that opens one order (`/success`, `/manage`): loads the order of `?order_code=…`; an e-mailed
 * link's token (`#t=…`) is handed to the view model and leaves the address bar and the history entry, so a copied or
 * shared address opens nothing. Once the order is `found` under another code than the address's (found with "Find
 * your booking"), the address follows it. Answers the address's order code.
 */
export function useOrderLink(vm: OrderLinkViewModel, found: boolean): string {
  const orderCode = useRouterState({ select: (s) => orderCodeOf(s.location.search) });
  const hash = useRouterState({ select: (s) => s.location.hash });
  const navigate = useNavigate();
  useEffect(() => {
    const token = linkTokenOf(hash);
    if (token) {
      vm.openLink(orderCode, token);
      void navigate({ to: '.', search: { order_code: orderCode }, hash: '', replace: true });
    }
    void vm.load(orderCode);
  }, [vm, orderCode, hash, navigate]);
  useEffect(() => {
    if (found && vm.orderCode && vm.orderCode !== orderCode.trim().toUpperCase()) {
      void navigate({ to: '.', search: { order_code: vm.orderCode }, replace: true });
    }
  }, [found, vm.orderCode, orderCode, navigate]);
  return orderCode;
}
