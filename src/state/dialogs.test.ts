import { describe, expect, it } from 'vitest';
import { closeDialog, dialogs, openDialog } from './dialogs';

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
});
