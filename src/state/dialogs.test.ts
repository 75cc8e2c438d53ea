import { describe, expect, it } from 'vitest';
import { closeDialog, dialogs, openDialog } from './dialogs';
import { session } from './session';
import { toasts } from './toasts';

describe('app-wide dialogs', () => {
  it('start closed', () => expect({ ...dialogs }).toEqual({ vip: false, fingering: false, points: false, draw: false, backpack: false }));
  it('open and close one at a time without touching the others', () => {
    openDialog('vip');
    openDialog('fingering');
    closeDialog('vip');
    expect({ ...dialogs }).toEqual({ vip: false, fingering: true, points: false, draw: false, backpack: false });
    closeDialog('fingering');
    expect(dialogs.fingering).toBe(false);
  });
  it('never opens the VIP dialog for a class card’s account (it cannot buy): says to ask a parent at home instead', () => {
    session.userInfo = { userId: 'u1', mobile: null, username: null, wechatNickname: null, wechatOpenid: null, isVip: false, isVipForever: false, vipExpireTime: null, classCard: true };
    openDialog('vip');
    expect(dialogs.vip).toBe(false);
    expect(toasts.list.map((t) => t.text)).toContain('会员课程：请家长在家里开通');
    session.userInfo = { ...session.userInfo, classCard: false };
    openDialog('vip');
    expect(dialogs.vip).toBe(true);
    closeDialog('vip');
    session.userInfo = null;
  });
});
