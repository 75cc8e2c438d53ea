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
