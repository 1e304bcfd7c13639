/** Exports: `contentEntities`, every entity the Content API serves. Add a line per new `*.entity.ts`. */
import type { Entity } from '../entity';
import { languagesEntity } from './languages.entity';
import { menusEntity } from './menus.entity';
import { pagesEntity, sectionItemsEntity, sectionsEntity, templatesEntity } from './pages.entity';
import { settingsEntity } from './settings.entity';
import { couponsEntity } from './coupons.entity';

export const contentEntities: readonly Entity[] = [
  languagesEntity, settingsEntity, menusEntity,
  pagesEntity, templatesEntity, sectionsEntity, sectionItemsEntity,
  couponsEntity,
];
