import { type ContentGateway, type LoadLanguages, type LoadMenu, type LoadPage, type LoadSettings } from '../../core/content';
import { token } from './token';

export const contentTokens = {
  ContentGateway: token<ContentGateway>('content.ContentGateway'),
  LoadMenu: token<LoadMenu>('content.LoadMenu'),
  LoadSettings: token<LoadSettings>('content.LoadSettings'),
  LoadLanguages: token<LoadLanguages>('content.LoadLanguages'),
  LoadPage: token<LoadPage>('content.LoadPage'),
} as const;
