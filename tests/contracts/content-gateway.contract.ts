import { type ContentGateway, faqEntries } from '../../src/core/content';

/** ContentGateway, pages: the lookup by slug and language, with ordered sections and the translations' slugs. */
export function contentPagesContract(name: string, subject: () => { content: ContentGateway }): void {
  describe(`ContentGateway pages contract: ${name}`, () => {
    it('finds a page by slug and language, with its sections in order and its translations', async () => {
      const result = await subject().content.findPage('terms-and-conditions', 'en');
      if (!result.ok || !result.value) throw new Error(`terms not found: ${JSON.stringify(result)}`);
      const page = result.value;
      expect(page).toMatchObject({ slug: 'terms-and-conditions', locale: 'en', title: 'Terms and conditions' });
      expect(page.sections[0]).toMatchObject({ component: 'RichText', items: [{ key: 'heading', value: '1. Scope' }, { key: 'html' }] });
      expect(page.sections[1]?.items[0]).toMatchObject({ key: 'heading', value: '2. Our role' });
      expect(page.translations).toEqual(expect.arrayContaining([
        { locale: 'el', slug: 'oroi-and-proypo8eseis' }, { locale: 'de', slug: 'allgemeine-geschaeftsbedingungen' },
      ]));
      expect(page.translations.some((t) => t.locale === 'en')).toBe(false);
    });

    it('gives FAQ sections as question and answer items', async () => {
      const result = await subject().content.findPage('faq', 'en');
      const faq = result.ok ? result.value?.sections.find((s) => s.component === 'Faq') : undefined;
      expect(faq && faqEntries(faq.items)[0]).toMatchObject({ question: 'Do I need to print my ticket?', answerHtml: expect.stringContaining('e-ticket') });
    });

    it('answers null for an unknown slug and for the slug of another language', async () => {
      expect(await subject().content.findPage('no-such-page', 'en')).toEqual({ ok: true, value: null });
      expect(await subject().content.findPage('terms-and-conditions', 'de')).toEqual({ ok: true, value: null });
    });
  });
}
