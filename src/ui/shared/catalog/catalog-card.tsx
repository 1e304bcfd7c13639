import { Link } from '@tanstack/react-router';
import { type ReactNode } from 'react';
import { type ContentImage as Image } from '../../../core/content';
import { truncateHtml } from '../../../core/shared/truncate-html';
import { ContentImage } from './content-image';

/** A card of a list: image, title (the link), an optional line of facts and the excerpt cut to a few lines. */
export function CatalogCard({ href, title, image, meta, excerpt, badge, headingLevel = 3 }: {
  href: string;
  title: string;
  image: Image | null;
  meta?: ReactNode;
  excerpt?: string;
  badge?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="catalog-card">
      <div className="catalog-card__media">
        <ContentImage image={image} decorative className="catalog-card__image" />
        {badge && <span className="catalog-card__badge">{badge}</span>}
      </div>
      <div className="catalog-card__body">
        <Heading className="catalog-card__title"><Link to={href} className="catalog-card__link">{title}</Link></Heading>
        {meta && <p className="catalog-card__meta">{meta}</p>}
        {excerpt && <p className="catalog-card__excerpt">{truncateHtml(excerpt, 160)}</p>}
      </div>
    </li>
  );
}
