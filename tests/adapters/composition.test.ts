import { Container, ContainerModule } from 'inversify';
import { MemoryLogger } from '../../src/adapters/logging/memory.logger';
import { MemoryStore } from '../../src/adapters/storage/memory.store';
import { INITIAL_BOOKING, selectTrip, startBooking } from '../../src/core/booking';
import { fixedClock } from '../../src/core/shared/clock.port';
import { bindToken, resolve } from '../../src/composition/tokens';
import { authTokens } from '../../src/composition/tokens/auth.tokens';
import { bookingTokens } from '../../src/composition/tokens/booking.tokens';
import { sharedTokens } from '../../src/composition/tokens/shared.tokens';
import { coreTestModules } from '../support/mothers/core-modules.mother';
import { travellers } from '../support/mothers/booking.mother';
import { seedTrip } from '../../src/adapters/in-memory/ferry.seed';
import { FIRST_DAY, NOW } from '../support/mothers/world.mother';

function aContainer() {
  const core = coreTestModules();
  const logger = new MemoryLogger();
  const store = new MemoryStore();
  const platform = new ContainerModule((options) => {
    bindToken(options, sharedTokens.CurrentLocale).toConstantValue(() => 'en' as const);
    bindToken(options, sharedTokens.Clock).toConstantValue(fixedClock(NOW));
    bindToken(options, sharedTokens.SessionStore).toConstantValue(store);
    bindToken(options, sharedTokens.Logger).toConstantValue(logger);
    bindToken(options, sharedTokens.AccessToken).toConstantValue({ current: () => undefined });
  });
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(platform, ...core.modules);
  return { container, logger, store, core };
}

describe('the core modules over in-memory adapters', () => {
  it('price through the container, log the call and keep progress in the session store', async () => {
    const { container, logger, store } = aContainer();
    const state = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers({ adults: 1 })), 0, seedTrip('PIR', 'JTR', FIRST_DAY, '07:30', 460));
    const priced = await resolve(container, bookingTokens.PriceBooking).execute(state);
    expect(priced.ok && priced.value.steps).toEqual([true, true, false]);
    expect(logger.entries.map((e) => e.level)).toEqual(['info', 'info']);
    if (!priced.ok) return;
    resolve(container, bookingTokens.BookingProgress).save(priced.value);
    expect(resolve(container, bookingTokens.BookingProgress).load()).toEqual(priced.value);
    expect(store.read('booking.state')).toContain(priced.value.routes[0]!.tripId);
  });

  it('point the access token at the session after log-in', async () => {
    const { container } = aContainer();
    expect(resolve(container, sharedTokens.AccessToken).current()).toBeUndefined();
    await resolve(container, authTokens.LogIn).execute({ email: 'nikos@example.com', password: 'Sea7!x' });
    expect(resolve(container, sharedTokens.AccessToken).current()).toBe(resolve(container, authTokens.TokenStore).get());
    expect(resolve(container, sharedTokens.AccessToken).current()).toBeDefined();
  });
});
