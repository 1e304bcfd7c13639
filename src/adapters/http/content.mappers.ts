import { type ContentRefusal } from '../../core/content';
import { type HttpFailure, refusalOf } from './http-failure';

/**
 * A refused content or catalogue read (languages, settings, menus, pages, companies, ports, articles…) in the shop's
 * words: the content server's codes (INVALID_WHERE, INVALID_INCLUDE…, NOT_FOUND, FORBIDDEN) name nothing a reader
 * acts on, so each is the common kind of its status (http-failure.ts).
 */
export const contentRefusalOf = (failure: HttpFailure): ContentRefusal => refusalOf(failure);
