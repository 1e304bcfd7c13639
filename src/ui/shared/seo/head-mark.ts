/**
 * Marks the head elements `DocumentHead` owns (the server marks the ones it renders the same way). Its own file, so
 * the lazily loaded head-tags.ts and document-head.tsx both use it without importing each other.
 */
export const HEAD_MARK = 'data-head';
