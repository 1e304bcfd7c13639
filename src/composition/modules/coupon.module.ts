import { ContainerModule } from 'inversify';
import { HttpCouponGateway } from '../../adapters/http/services.http-gateway';
import { CheckCoupon, type CouponGateway } from '../../core/coupon';
import { bindToken, from } from '../tokens';
import { couponTokens as T } from '../tokens/coupon.tokens';
import { sharedTokens as S } from '../tokens/shared.tokens';

export const couponModule = new ContainerModule((options) => {
  bindToken(options, T.CheckCoupon).toDynamicValue((ctx) => new CheckCoupon({ coupons: from(ctx)(T.CouponGateway), clock: from(ctx)(S.Clock) })).inSingletonScope();
});

export const httpCouponAdapterModule = new ContainerModule((options) => {
  bindToken(options, T.CouponGateway).toDynamicValue((ctx) => new HttpCouponGateway(from(ctx)(S.HttpClient))).inSingletonScope();
});

export function inMemoryCouponAdapterModule(gateway: CouponGateway): ContainerModule {
  return new ContainerModule((options) => {
    bindToken(options, T.CouponGateway).toConstantValue(gateway);
  });
}
