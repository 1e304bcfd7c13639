/** The menus the server holds per language (SPEC.md section 1). */
export const MENU_NAMES = ['Main Menu', 'Footer Menu', 'Footer Bottom Menu'] as const;
export type MenuName = (typeof MENU_NAMES)[number];

/** One entry of a menu: a name, a locale-free link (`/destinations`) and its own sub-items. */
export interface MenuItem {
  readonly id: string;
  readonly name: string;
  readonly link: string;
  readonly position: number;
  readonly active: boolean;
  readonly children: readonly MenuItem[];
}

/** Active items only, each level ordered by position (then name, so the order is stable). */
export function visibleMenuItems(items: readonly MenuItem[]): MenuItem[] {
  return items
    .filter((item) => item.active)
    .map((item) => ({ ...item, children: visibleMenuItems(item.children) }))
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}
