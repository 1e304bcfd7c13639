import { type PageSection, faqEntries, itemValue } from '../../../../core/content';
import { RichText } from './rich-text';

/** Template `Faq`: a heading and questions that open to show their answers (native disclosure, keyboard ready). */
export function FaqSection({ section }: { section: PageSection }) {
  const heading = itemValue(section.items, 'heading');
  return (
    <section className="content-section faq-section">
      {heading && <h2>{heading}</h2>}
      {faqEntries(section.items).map((entry) => (
        <details key={entry.question}>
          <summary>{entry.question}</summary>
          <RichText html={entry.answerHtml} />
        </details>
      ))}
    </section>
  );
}
