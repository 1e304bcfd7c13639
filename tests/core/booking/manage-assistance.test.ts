import { describe, expect, it } from 'vitest';
import { ManageAssistance, assistanceProblem, type AssistanceGateway, type AssistanceInput } from '../../../src/core/booking';
import { err } from '../../../src/core/shared/result';

/** The core's check of an assistance request after booking (issue 17): step 3's rule, and nothing sent when it fails. */
describe('ManageAssistance', () => {
  const gateway = () => {
    const sent: AssistanceInput[] = [];
    const port: AssistanceGateway = {
      legs: async () => err({ kind: 'NotFound' }),
      request: async (input) => { sent.push(input); return err({ kind: 'Failed' }); },
    };
    return { sent, use: new ManageAssistance({ assistance: port }) };
  };
  const base = { orderCode: 'fsabcdef12', tripIndex: 0, passengerIndex: 1 };

  it.each([
    ['no kind', '', '', { field: 'kind', problem: 'kindRequired' }],
    ['an unknown kind', 'jetpack', '', { field: 'kind', problem: 'kindRequired' }],
    ['a note too long (checked before its characters)', 'walking', `${'x'.repeat(200)}\u0000`, { field: 'note', problem: 'noteTooLong' }],
    ['a control character', 'visual', 'ramp\u0007', { field: 'note', problem: 'textInvalid' }],
    ['other help without a note', 'other', '   ', { field: 'note', problem: 'noteRequired' }],
  ])('refuses %s on its field and sends nothing', async (_name, kind, note, problem) => {
    expect(assistanceProblem(kind, note)).toEqual(problem);
    const { sent, use } = gateway();
    expect(await use.request({ ...base, kind, note })).toEqual({ ok: false, error: { kind: 'Invalid', ...problem } });
    expect(sent).toEqual([]);
  });

  it('sends a checked request (note trimmed, an empty note left out), a withdrawal as null, the code in capitals', async () => {
    const { sent, use } = gateway();
    await use.request({ ...base, kind: 'other', note: '  Guide dog  ' });
    await use.request({ ...base, kind: 'wheelchair', note: '' });
    await use.request({ ...base, kind: '', note: '', withdraw: true });
    expect(sent).toEqual([
      { orderCode: 'FSABCDEF12', tripIndex: 0, passengerIndex: 1, assistance: { kind: 'other', note: 'Guide dog' } },
      { orderCode: 'FSABCDEF12', tripIndex: 0, passengerIndex: 1, assistance: { kind: 'wheelchair' } },
      { orderCode: 'FSABCDEF12', tripIndex: 0, passengerIndex: 1, assistance: null },
    ]);
  });

  it('answers NotFound for a code that cannot be one, without asking', async () => {
    const { sent, use } = gateway();
    expect(await use.request({ ...base, orderCode: '<script>', kind: 'visual', note: '' })).toEqual({ ok: false, error: { kind: 'NotFound' } });
    expect(await use.legs('x')).toEqual({ ok: false, error: { kind: 'NotFound' } });
    expect(sent).toEqual([]);
  });
});
