/**
 * The order access tokens this tab holds (issue 13: a guest order's code alone opens nothing). The server answers a
 * guest order's token once, with the hold; the e-mailed link and the "find your booking" form give others. The
 * gateways send the token of the order a call names (the `X-Order-Token` header); a user's order is opened by the
 * user's bearer token instead.
 */
export interface OrderTokens {
  /** The token of the order, when this tab holds one. */
  tokenOf(orderCode: string): string | undefined;
  /** Keeps the token of an order (replacing an older one). */
  remember(orderCode: string, token: string): void;
}
