import { type ContentImage as Image } from '../../../core/content';

/**
 * An image of the Content API with its intrinsic width and height (the browser reserves its box, nothing shifts).
 * Images above the fold load eagerly with high priority; the others when scrolled near. `alt=""` marks an image
 * that only decorates a card whose text already names the item.
 */
export function ContentImage({ image, priority = false, decorative = false, className, sizes }: {
  image: Image | null;
  priority?: boolean;
  decorative?: boolean;
  className?: string;
  sizes?: string;
}) {
  if (!image) return null;
  return (
    <img
      className={className}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...(sizes ? { sizes } : {})}
    />
  );
}
