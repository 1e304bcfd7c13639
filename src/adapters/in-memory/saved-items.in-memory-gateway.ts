import { type AccountRefusal, type Saved, type SavedItemOf, type SavedItemsGateway, type SavedKind } from '../../core/account';
import { refusal } from '../../core/shared/refusal';
import { type Result, err, ok } from '../../core/shared/result';
import { type InMemoryAuthGateway } from './auth.in-memory-gateway';

const notFound = (): Result<never, AccountRefusal> => err(refusal('NotFound', 'no such record'));

/** Each user's saved records in memory, behind the in-memory auth's sessions. */
export class InMemorySavedItemsGateway implements SavedItemsGateway {
  private readonly records = new Map<string, { readonly id: string }[]>();
  private counter = 0;

  constructor(private readonly deps: { auth: Pick<InMemoryAuthGateway, 'userOf'>; token: () => string | undefined }) {}

  async list<K extends SavedKind>(kind: K): Promise<Result<Saved<K>[], AccountRefusal>> {
    const key = this.key(kind);
    return key ? ok([...(this.records.get(key) ?? [])] as unknown as Saved<K>[]) : this.noUser();
  }

  async save<K extends SavedKind>(kind: K, item: SavedItemOf[K], id?: string): Promise<Result<Saved<K>, AccountRefusal>> {
    const key = this.key(kind);
    if (!key) return this.noUser();
    const list = this.records.get(key) ?? [];
    if (id && !list.some((r) => r.id === id)) return notFound();
    const record = { ...item, id: id ?? `saved-${(this.counter += 1)}` } as Saved<K>;
    this.records.set(key, id ? list.map((r) => (r.id === id ? record : r)) : [...list, record]);
    return ok(record);
  }

  async remove(kind: SavedKind, id: string): Promise<Result<void, AccountRefusal>> {
    const key = this.key(kind);
    if (!key) return this.noUser();
    const list = this.records.get(key) ?? [];
    if (!list.some((r) => r.id === id)) return notFound();
    this.records.set(key, list.filter((r) => r.id !== id));
    return ok(undefined);
  }

  /** None sent is not logged in, an unknown token an ended session. */
  private noUser(): Result<never, AccountRefusal> {
    return err(this.deps.token() ? refusal('SessionEnded', 'token not valid') : refusal('NotLoggedIn', 'not logged in'));
  }

  private key(kind: SavedKind): string | undefined {
    const user = this.deps.auth.userOf(this.deps.token());
    return user ? `${user.id}:${kind}` : undefined;
  }
}
