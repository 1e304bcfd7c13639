import { type Saved, type SavedItemOf, type SavedItemsGateway, type SavedKind, type SavedPassenger, dayMonthYearOfIso, isoOfDayMonthYear } from '../../core/account';
import { map } from '../../core/shared/result';
import { accountRefusalOf } from './account.mappers';
import { type HttpClient } from './http-client';
import { refusedWith } from './http-failure';

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Server record → saved record of the core. */
function fromApi<K extends SavedKind>(kind: K, row: Row): Saved<K> {
  const id = String(row.id);
  if (kind === 'vehicles') return { id, name: text(row.name), plate: text(row.plateNumber), info: text(row.info) } as unknown as Saved<K>;
  if (kind === 'pets') return { id, nickname: text(row.nickname), chip: text(row.chipNumber) } as unknown as Saved<K>;
  const clubs = Array.isArray(row.loyaltyClubs) ? (row.loyaltyClubs as Row[]) : [];
  const gender = row.gender === 'male' || row.gender === 'female' ? row.gender : '';
  return {
    id, firstName: text(row.firstName), lastName: text(row.lastName), birthDate: dayMonthYearOfIso(text(row.birthDate)), gender,
    nationality: text(row.nationality), manNumber: text(row.manNumber), documentNumber: text(row.documentNumber),
    loyaltyClubs: clubs.map((c) => ({ company: text(c.company), cardNumber: text(c.cardNumber) })),
  } satisfies Saved<'passengers'> as unknown as Saved<K>;
}

/** Saved record → server body (empty optional text clears the field). */
function toApi<K extends SavedKind>(kind: K, item: SavedItemOf[K]): Row {
  if (kind === 'vehicles') {
    const v = item as SavedItemOf['vehicles'];
    return { name: v.name.trim(), plateNumber: orNull(v.plate), info: orNull(v.info) };
  }
  if (kind === 'pets') {
    const p = item as SavedItemOf['pets'];
    return { nickname: p.nickname.trim(), chipNumber: orNull(p.chip) };
  }
  const p = item as SavedPassenger;
  return {
    firstName: p.firstName.trim(), lastName: p.lastName.trim(), birthDate: p.birthDate.trim() ? isoOfDayMonthYear(p.birthDate) ?? null : null,
    gender: p.gender || null, nationality: orNull(p.nationality), manNumber: orNull(p.manNumber), documentNumber: orNull(p.documentNumber),
    loyaltyClubs: p.loyaltyClubs.map((c) => ({ company: c.company.trim(), cardNumber: c.cardNumber.trim() })),
  };
}

/** Saved passengers, vehicles and pets over HTTP (`/api/users/me/{kind}`). */
export class HttpSavedItemsGateway implements SavedItemsGateway {
  constructor(private readonly http: HttpClient) {}

  async list<K extends SavedKind>(kind: K) {
    return refusedWith(map(await this.http.get<{ data: Row[] }>(`/api/users/me/${kind}`), (a) => a.data.map((row) => fromApi(kind, row))), accountRefusalOf);
  }

  async save<K extends SavedKind>(kind: K, item: SavedItemOf[K], id?: string) {
    const body = toApi(kind, item);
    const answer = id
      ? await this.http.patch<Row>(`/api/users/me/${kind}/${encodeURIComponent(id)}`, body)
      : await this.http.post<Row>(`/api/users/me/${kind}`, body);
    return refusedWith(map(answer, (row) => fromApi(kind, row)), accountRefusalOf);
  }

  async remove(kind: SavedKind, id: string) {
    return refusedWith(map(await this.http.delete<unknown>(`/api/users/me/${kind}/${encodeURIComponent(id)}`), () => undefined), accountRefusalOf);
  }
}
