/**
 * Whether this device types by touch only (a phone or a tablet without a keyboard): the primary
 * pointer is coarse and there is no fine pointer that hovers. Decides the default of the isPhone
 * setting (SPEC.md §2), which the chapter header's 触屏键盘 switch then changes.
 */
export function touchOnlyDevice(matchMedia: ((query: string) => { matches: boolean }) | undefined = globalThis.matchMedia?.bind(globalThis)): boolean {
  if (!matchMedia) return false;
  const coarse = matchMedia('(pointer: coarse)').matches;
  const fine = matchMedia('(any-pointer: fine)').matches && !matchMedia('(hover: none)').matches;
  return coarse && !fine;
}
