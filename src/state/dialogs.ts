import { proxy } from 'valtio';
import { Messages } from '../../contract/envelope';
import { isCardAccount } from './session';
import { toast } from './toasts';

/** Which app-wide dialogs are open; App mounts each one while its flag is true. */
export const dialogs = proxy({ vip: false, fingering: false, points: false, draw: false, backpack: false });
export type DialogName = keyof typeof dialogs;

/**
 * Opens an app-wide dialog. The VIP dialog never opens for a class login card's account: it cannot
 * buy (vip/open → 40300), so whatever button asked is answered calmly to ask a parent at home.
 */
export function openDialog(name: DialogName): void {
  if (name === 'vip' && isCardAccount()) return void toast.info(Messages.vipAtHome);
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

/**
 * How many boxes are up over the page's play (issue 24): a running game round or chapter pauses
 * while any is — a dialog, a confirm question, the VIP dialog — and goes on when the last closes
 * (src/ui/Dialog.tsx's useModal counts them; src/host/stagePause.ts follows them).
 */
export const covering = proxy({ count: 0 });

/**
 * Something is over the page's play: a box up, or an app-wide dialog asked for whose box is still
 * loading (App mounts it lazily) — the fingering lookup, the VIP dialog, the points.
 */
export const playCovered = (): boolean => covering.count > 0 || dialogs.fingering || dialogs.vip || dialogs.points;
