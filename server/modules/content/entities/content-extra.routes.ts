/**
 * The Content API calls beyond the generic ones of ../routes.ts (prefix /api): tree moves for every tree entity
 * (tree-move.routes.ts), file downloads (files.routes.ts) and the multipart upload `POST /api/files` (files.upload.ts).
 */
import type { ModulePlugin } from '../../deps';
import { invalidateOnContentWrites } from '../cache';
import { contentEntities } from './index';
import { registerFileDownloads } from './files.routes';
import { registerFileUpload } from './files.upload';
import { registerTreeMoves } from './tree-move.routes';

const contentExtraRoutes: ModulePlugin = async (app, deps) => {
  // Tree moves change menus: they drop the cache of content reads (../cache.ts) like the writes of ../routes.ts.
  invalidateOnContentWrites(app, deps.database);
  for (const entity of contentEntities) registerTreeMoves(app, deps, entity);
  registerFileDownloads(app, deps.database.db);
  await registerFileUpload(app, deps);
};

export default contentExtraRoutes;
