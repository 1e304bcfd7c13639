import { screen, within } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';
import { type ContainerModule } from 'inversify';
import { InMemoryAccountGateway, InMemoryMailGateway, InMemoryNewsletterGateway } from '../../src/adapters/in-memory/account.in-memory-gateway';
import { InMemoryAuthGateway } from '../../src/adapters/in-memory/auth.in-memory-gateway';
import { InMemorySavedItemsGateway } from '../../src/adapters/in-memory/saved-items.in-memory-gateway';
import { accountModule, inMemoryAccountAdapterModule } from '../../src/composition/modules/account.module';
import { authModule, inMemoryAuthAdapterModule } from '../../src/composition/modules/auth.module';
import { accountUiModule, authUiModule } from '../../src/composition/modules/auth-ui.module';
import { type DomainName } from '../../src/ui/shared/domain-loader';

export const NIKOS = { email: 'nikos@example.com', password: 'Sea7!x', firstName: 'Nikos', lastName: 'Papadopoulos' };

/** The auth and account domains over in-memory adapters, as a screen loads them on demand. */
export function authDomains() {
  const auth = new InMemoryAuthGateway([NIKOS]);
  let token: () => string | undefined = () => undefined;
  const account = new InMemoryAccountGateway({ auth, token: () => token(), orders: () => [] });
  const saved = new InMemorySavedItemsGateway({ auth, token: () => token() });
  const domains: Partial<Record<DomainName, ContainerModule[]>> = {
    auth: [inMemoryAuthAdapterModule(auth), authModule, authUiModule],
    account: [inMemoryAccountAdapterModule({ account, mail: new InMemoryMailGateway(), newsletter: new InMemoryNewsletterGateway(), saved }), accountModule, accountUiModule],
  };
  return { auth, domains, useToken: (read: () => string | undefined) => { token = read; } };
}

/** Logs in through the login dialog, once it is open (English labels). */
export async function logInThroughDialog(user: UserEvent, who: { email: string; password: string }): Promise<void> {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  await user.type(await within(dialog).findByLabelText('Email', {}, { timeout: 15_000 }), who.email);
  await user.type(within(dialog).getByLabelText('Password'), who.password);
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
}
