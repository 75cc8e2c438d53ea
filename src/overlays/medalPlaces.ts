/** Where a child lands between practices: medals are announced here, never during a chapter or round, nor on the light home page. */
const ANNOUNCE_ON = /^\/(course|section\/|lesson\/|character|signIn|report$|group|coin|certificates)/i;

export const announcesMedalsHere = (pathname: string): boolean => ANNOUNCE_ON.test(pathname);
