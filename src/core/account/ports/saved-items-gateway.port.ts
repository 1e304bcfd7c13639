import { type Result } from '../../shared/result';
import { type AccountRefusal } from './account-gateway.port';
import { type Saved, type SavedItemOf, type SavedKind } from '../domain/saved';

/** The logged-in user's saved passengers, vehicles and pets (`users/me/{passengers|vehicles|pets}`). */
export interface SavedItemsGateway {
  /** The saved records of a list, oldest first; NotLoggedIn / SessionEnded. */
  list<K extends SavedKind>(kind: K): Promise<Result<Saved<K>[], AccountRefusal>>;
  /** Adds a record, or replaces the one with `id`; Invalid naming a field, NotFound, LimitReached. */
  save<K extends SavedKind>(kind: K, item: SavedItemOf[K], id?: string): Promise<Result<Saved<K>, AccountRefusal>>;
  /** Deletes a record; NotFound when it is not the user's. */
  remove(kind: SavedKind, id: string): Promise<Result<void, AccountRefusal>>;
}
