import { type AccountRefusal } from '../ports/account-gateway.port';
import { type Clock } from '../../shared/clock.port';
import { type Result, err, ok } from '../../shared/result';
import { type Saved, type SavedErrors, type SavedItemOf, type SavedKind, savedItemErrors } from '../domain/saved';
import { type SavedItemsGateway } from '../ports/saved-items-gateway.port';

export type SavedItemsError =
  | { readonly kind: 'Invalid'; readonly errors: SavedErrors }
  | { readonly kind: 'NotLoggedIn' }
  | { readonly kind: 'LimitReached' }
  | { readonly kind: 'Failed'; readonly failure: AccountRefusal };

/** Lists, saves and deletes the account's saved passengers, vehicles and pets. */
export class ManageSavedItems {
  constructor(private readonly deps: { saved: SavedItemsGateway; clock: Clock }) {}

  /** The saved records of a list; NotLoggedIn or Failed. */
  async list<K extends SavedKind>(kind: K): Promise<Result<Saved<K>[], SavedItemsError>> {
    const answer = await this.deps.saved.list(kind);
    return answer.ok ? answer : err(this.failure(answer.error));
  }

  /** Adds or (with an id) updates a record; Invalid (nothing sent, or the field the server refused), NotLoggedIn, LimitReached or Failed. */
  async save<K extends SavedKind>(kind: K, item: SavedItemOf[K], id?: string): Promise<Result<Saved<K>, SavedItemsError>> {
    const errors = savedItemErrors(kind, item, this.deps.clock.nowIso());
    if (Object.keys(errors).length > 0) return err({ kind: 'Invalid', errors });
    const answer = await this.deps.saved.save(kind, item, id);
    return answer.ok ? answer : err(this.failure(answer.error));
  }

  /** Deletes a record; NotLoggedIn or Failed (a record already gone counts as deleted). */
  async remove(kind: SavedKind, id: string): Promise<Result<void, SavedItemsError>> {
    const answer = await this.deps.saved.remove(kind, id);
    if (answer.ok || answer.error.kind === 'NotFound') return ok(undefined);
    return err(this.failure(answer.error));
  }

  private failure(failure: AccountRefusal): SavedItemsError {
    if (failure.kind === 'NotLoggedIn' || failure.kind === 'SessionEnded') return { kind: 'NotLoggedIn' };
    if (failure.kind === 'LimitReached') return { kind: 'LimitReached' };
    if (failure.kind === 'Invalid' && failure.field) return { kind: 'Invalid', errors: { [fieldOf(failure.field)]: 'codeInvalid' } };
    return { kind: 'Failed', failure };
  }
}

/** The server's field names → the saved records' (`plateNumber` is `plate`, `chipNumber` is `chip`). */
function fieldOf(serverField: string): string {
  const name = serverField.split('.')[0] ?? serverField;
  return ({ plateNumber: 'plate', chipNumber: 'chip' } as Record<string, string>)[name] ?? name;
}
