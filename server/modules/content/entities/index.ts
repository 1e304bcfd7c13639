/** Exports: `contentEntities`, every entity the Content API serves. Add a line per new `*.entity.ts`. */
import type { Entity } from '../entity';
import { languagesEntity } from './languages.entity';
import { menusEntity } from './menus.entity';
import { pagesEntity, sectionItemsEntity, sectionsEntity, templatesEntity } from './pages.entity';
import { settingsEntity } from './settings.entity';
import { couponsEntity } from './coupons.entity';
import { destinationRelatedDestinationsEntity, destinationRelatedRoutesEntity, destinationsEntity } from './destinations.entity';
import { routesEntity } from './routes.entity';
import { companiesEntity } from './companies.entity';
import { postsEntity } from './posts.entity';
import { offersEntity } from './offers.entity';
import { categoriesEntity } from './categories.entity';
import { filesEntity } from './files.entity';
import {
  applicationsEntity, authorsEntity, customersEntity, emailsEntity, galleriesEntity, galleryImagesEntity, listItemsEntity, listsEntity,
  resourcesEntity, tagsEntity, usersEntity,
} from './generic.entity';

export const contentEntities: readonly Entity[] = [
  languagesEntity, settingsEntity, menusEntity,
  pagesEntity, templatesEntity, sectionsEntity, sectionItemsEntity,
  couponsEntity,
  // Content entities (destinations*, routes*, companies*, posts*, offers*, categories*, files*):
  destinationsEntity, destinationRelatedDestinationsEntity, destinationRelatedRoutesEntity, routesEntity,
  companiesEntity, postsEntity, offersEntity, categoriesEntity, filesEntity,
  // The generic resources of SPEC section 3 (generic.entity.ts); users, customers, emails, applications: administrator only.
  authorsEntity, tagsEntity, galleriesEntity, galleryImagesEntity, listsEntity, listItemsEntity, resourcesEntity,
  usersEntity, customersEntity, emailsEntity, applicationsEntity,
];
