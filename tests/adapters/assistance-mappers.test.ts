import { describe, expect, it } from 'vitest';
import { assistanceRefusalOf } from '../../src/adapters/http/assistance.http-gateway';

/** The assistance gateway's refusals (issue 17): the server's status and code in the shop's words. */
describe('assistanceRefusalOf', () => {
  it.each([
    [{ status: 404, code: 'ORDER_NOT_FOUND', field: 'order_code' }, { kind: 'NotFound' }],
    [{ status: 409, code: 'DEPARTED', field: 'trip_index' }, { kind: 'Departed' }],
    [{ status: 409, code: 'NOT_ISSUED', field: 'trip_index' }, { kind: 'NotIssued' }],
    [{ status: 409, code: 'OPERATOR_REFUSED', field: 'trip_index' }, { kind: 'NotIssued' }],
    [{ status: 409, code: 'CHANGE_IN_PROGRESS', field: 'trip_index' }, { kind: 'ChangeInProgress' }],
    [{ status: 400, code: 'INVALID_INPUT', field: 'assistance.kind' }, { kind: 'Invalid', field: 'kind', problem: 'rejected' }],
    [{ status: 400, code: 'INVALID_INPUT', field: 'assistance.note' }, { kind: 'Invalid', field: 'note', problem: 'rejected' }],
    [{ status: 400, code: 'INVALID_INPUT', field: 'assistance' }, { kind: 'Invalid', field: 'note', problem: 'rejected' }],
    [{ status: 400, code: 'INVALID_INPUT', field: 'passenger_index' }, { kind: 'Failed' }],
    [{ status: 429, code: 'TOO_MANY_REQUESTS' }, { kind: 'Failed' }],
  ])('%o is %o', (failure, kind) => {
    expect(assistanceRefusalOf({ message: '', ...failure })).toEqual(kind);
  });
});
