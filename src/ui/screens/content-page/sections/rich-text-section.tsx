import { type PageSection, itemValue } from '../../../../core/content';
import { RichText } from './rich-text';

/** Template `RichText`: an optional heading and sanitised HTML. */
export function RichTextSection({ section }: { section: PageSection }) {
  const heading = itemValue(section.items, 'heading');
  return (
    <section className="content-section">
      {heading && <h2>{heading}</h2>}
      <RichText html={itemValue(section.items, 'html') ?? ''} />
    </section>
  );
}
