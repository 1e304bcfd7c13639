/**
 * The demo companies' accommodation names (issue 19): step 2 writes a whole cabin as "{name} ({beds} beds)", so a name
 * that carried its beds read "Σουίτα (2 κλίνες) (2 κλίνες)". No name carries a count in brackets, in any language.
 */
import { LOCALES } from '../../src/core/shared/locale';
import { ACCOMMODATION_NAMES } from '../../server/operators/demo/text';
import el from '../../locales/el.json';

describe('demo accommodation names', () => {
  it('carry no bed count of their own, so the cabin option names the beds once', () => {
    for (const [code, names] of Object.entries(ACCOMMODATION_NAMES)) {
      for (const locale of LOCALES) expect(names[locale], `${code} ${locale}`).not.toMatch(/\(\d/);
    }
    const option = (el as Record<string, string>)['results.step2.option.cabin'] as string;
    const shown = option.replace('{name}', ACCOMMODATION_NAMES.L2?.el ?? '').replace('{beds}', '2');
    expect(shown.match(/2 κλίνες/g)).toHaveLength(1);
  });
});
