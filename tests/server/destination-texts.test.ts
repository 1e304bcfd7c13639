/** The seeded destination texts (issue 19): a text that counts the companies serving a port names every one of them. */
import { LOCALES } from '../../src/core/shared/locale';
import { networkFacts } from '../../server/modules/content/entities/destinations.seed-facts';
import { destinationText } from '../../server/modules/content/entities/destinations.seed-text';

describe('destination texts', () => {
  const { destinations } = networkFacts();
  it('name every company they count, in every language', () => {
    expect(destinations.some((d) => d.companies.length > 4)).toBe(true);
    for (const fact of destinations) {
      for (const locale of LOCALES) {
        const { description } = destinationText(fact, locale);
        for (const company of fact.companies) expect(description, `${fact.port.code} ${locale}`).toContain(company.name);
      }
    }
  });
});
