import { proxy } from 'valtio';

/** Which app-wide dialogs are open; App mounts each one while its flag is true. */
export const dialogs = proxy({ vip: false, fingering: false, points: false, draw: false, backpack: false });
export type DialogName = keyof typeof dialogs;

export function openDialog(name: DialogName): void {
  dialogs[name] = true;
}
export function closeDialog(name: DialogName): void {
  dialogs[name] = false;
}

/** The backpack's tab to open on (read when it opens): 其他 holds the game props. */
export type BackpackTab = 'coupons' | 'other';
export const backpackOpening: { tab: BackpackTab } = { tab: 'coupons' };
export function openBackpack(tab: BackpackTab): void {
  backpackOpening.tab = tab;
  openDialog('backpack');
}
