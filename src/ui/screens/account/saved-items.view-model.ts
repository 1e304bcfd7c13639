import { makeAutoObservable, runInAction } from 'mobx';
import { type LoyaltyClub, type ManageSavedItems, type Saved, type SavedItemOf, type SavedKind, type SavedItemsError } from '../../../core/account';
import { SAVED_FIELD_MESSAGES, fieldMessages } from '../../shared/failure-messages';

const FAILURES: Record<Exclude<SavedItemsError['kind'], 'Invalid'>, string> = {
  NotLoggedIn: 'account.error.notLoggedIn',
  LimitReached: 'account.saved.limitReached',
  Failed: 'account.error.failed',
};

type Draft = Record<string, unknown>;

/** One saved list of the account area (passengers, vehicles or pets): list, add, edit, delete. */
export class SavedItemsViewModel<K extends SavedKind> {
  items: Saved<K>[] = [];
  loaded = false;
  /** The record being added (no id) or edited; what was typed stays when saving fails. */
  draft: SavedItemOf[K] | undefined = undefined;
  editingId: string | undefined = undefined;
  /** Field → message id of each wrong field. */
  errors: Partial<Record<string, string>> = {};
  failure: string | undefined = undefined;
  notice: 'saved' | 'deleted' | undefined = undefined;
  busy = false;

  constructor(private readonly deps: { manage: Pick<ManageSavedItems, 'list' | 'save' | 'remove'>; kind: K; empty: () => SavedItemOf[K] }) {
    makeAutoObservable<SavedItemsViewModel<K>, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get kind(): K {
    return this.deps.kind;
  }

  async load(): Promise<void> {
    const answer = await this.deps.manage.list(this.deps.kind);
    runInAction(() => {
      this.loaded = true;
      if (answer.ok) this.items = answer.value;
      else this.failure = answer.error.kind === 'Invalid' ? FAILURES.Failed : FAILURES[answer.error.kind];
    });
  }

  startAdd(): void {
    this.open(this.deps.empty(), undefined);
  }

  startEdit(id: string): void {
    const item = this.items.find((i) => i.id === id);
    if (!item) return;
    const { id: _id, ...fields } = item as Saved<K> & Draft;
    this.open(fields as unknown as SavedItemOf[K], id);
  }

  cancel(): void {
    this.draft = undefined;
    this.editingId = undefined;
    this.errors = {};
  }

  set(field: string, value: string): void {
    if (!this.draft) return;
    this.draft = { ...(this.draft as unknown as Draft), [field]: value } as unknown as SavedItemOf[K];
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
  }

  /** Loyalty clubs of a passenger: one more empty card, or a change to one. */
  addClub(): void {
    this.setClubs([...this.clubs(), { company: '', cardNumber: '' }]);
  }

  setClub(index: number, field: keyof LoyaltyClub, value: string): void {
    this.setClubs(this.clubs().map((club, i) => (i === index ? { ...club, [field]: value } : club)));
    this.errors = { ...this.errors, [`loyaltyClubs.${index}`]: undefined };
  }

  removeClub(index: number): void {
    this.setClubs(this.clubs().filter((_, i) => i !== index));
    this.errors = {};
  }

  async save(): Promise<void> {
    if (!this.draft || this.busy) return;
    this.busy = true;
    this.failure = undefined;
    this.notice = undefined;
    const id = this.editingId;
    const answer = await this.deps.manage.save(this.deps.kind, this.draft, id);
    runInAction(() => {
      this.busy = false;
      if (!answer.ok) {
        if (answer.error.kind === 'Invalid') this.errors = fieldMessages(SAVED_FIELD_MESSAGES, answer.error.errors);
        else this.failure = FAILURES[answer.error.kind];
        return;
      }
      this.items = id ? this.items.map((i) => (i.id === id ? answer.value : i)) : [...this.items, answer.value];
      this.notice = 'saved';
      this.cancel();
    });
  }

  async remove(id: string): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.notice = undefined;
    const answer = await this.deps.manage.remove(this.deps.kind, id);
    runInAction(() => {
      this.busy = false;
      if (!answer.ok) {
        this.failure = answer.error.kind === 'Invalid' ? FAILURES.Failed : FAILURES[answer.error.kind];
        return;
      }
      this.items = this.items.filter((i) => i.id !== id);
      if (this.editingId === id) this.cancel();
      this.notice = 'deleted';
    });
  }

  private open(draft: SavedItemOf[K], id: string | undefined): void {
    this.draft = draft;
    this.editingId = id;
    this.errors = {};
    this.failure = undefined;
    this.notice = undefined;
  }

  private clubs(): LoyaltyClub[] {
    return [...(((this.draft as unknown as Draft | undefined)?.loyaltyClubs as LoyaltyClub[] | undefined) ?? [])];
  }

  private setClubs(clubs: LoyaltyClub[]): void {
    if (this.draft) this.draft = { ...(this.draft as unknown as Draft), loyaltyClubs: clubs } as unknown as SavedItemOf[K];
  }
}

/** The empty record of each list (nationality defaults to GR, SPEC.md section 3). */
export const EMPTY_SAVED: { [K in SavedKind]: () => SavedItemOf[K] } = {
  passengers: () => ({ firstName: '', lastName: '', birthDate: '', gender: '', nationality: 'GR', manNumber: '', documentNumber: '', loyaltyClubs: [] }),
  vehicles: () => ({ name: '', plate: '', info: '' }),
  pets: () => ({ nickname: '', chip: '' }),
};
