/** SPEC §2: on a lesson the nav's back button goes to its section, on a section to the course list. */
export function backTarget(pathname: string): { to: string; label: string } | null {
  const lesson = /^\/lesson\/([^/]+)\/[^/]+\/?$/i.exec(pathname);
  if (lesson) return { to: `/section/${lesson[1]}`, label: '返回单元' };
  if (/^\/section\/[^/]+\/?$/i.test(pathname)) return { to: '/course', label: '返回课程' };
  return null;
}
