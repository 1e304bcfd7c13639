import fc from 'fast-check';
import { stripHtml, truncateHtml } from '../../../src/core/shared/truncate-html';

describe('truncateHtml', () => {
  it('strips tags and decodes entities', () => {
    expect(stripHtml('<p>Sail to <b>Thira</b> &amp; Ios<script>alert(1)</script></p>')).toBe('Sail to Thira & Ios');
  });

  it('cuts at a word boundary and ends with an ellipsis', () => {
    expect(truncateHtml('<p>The quickest ferries between the islands</p>', 20)).toBe('The quickest…');
    expect(truncateHtml('<i>short</i>', 20)).toBe('short');
  });

  it('never exceeds the length and never leaves a tag', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: 200 }), (html, max) => {
      const out = truncateHtml(`<div>${html}</div><br/>`, max);
      return out.length <= max && !/[<>]/.test(out);
    }));
  });
});
