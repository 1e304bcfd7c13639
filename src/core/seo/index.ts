export {
  type DocumentHead, type DocumentHeadInput, type HeadImage, type HeadTag, type PageHead, OG_LOCALES, documentHead,
  shareImageUrl,
} from './domain/document-head';
export {
  type Alternate, type ContentKind, PRIVATE_FOLDERS, PRIVATE_PATHS, PUBLIC_SCREENS, absoluteUrl, contentPath,
  hreflangAlternates, isPrivatePath, pageUrl, samePathEverywhere,
} from './domain/site-paths';
