import { describe, expect, it } from 'vitest';
import { nextPage } from './nextPage';

describe('after choosing a role', () => {
  it('a student goes to the courses, or back where they were going', () => {
    expect(nextPage({ roleType: 'STUDENT' }, null)).toBe('/course');
    expect(nextPage({ roleType: 'STUDENT' }, '/chapter/a/b/c')).toBe('/chapter/a/b/c');
  });
  it('a teacher goes to the groups unless the redirect is a page for teachers', () => {
    expect(nextPage({ roleType: 'TEACHER' }, null)).toBe('/group');
    expect(nextPage({ roleType: 'TEACHER' }, '/course')).toBe('/group');
    expect(nextPage({ roleType: 'TEACHER' }, '/games')).toBe('/games');
  });
  it('does not go back to the role page itself', () => {
    expect(nextPage({ roleType: 'STUDENT' }, '/character')).toBe('/course');
    expect(nextPage({ roleType: 'TEACHER' }, '/character?x=1')).toBe('/group');
  });
  it('never follows a redirect off the site', () => {
    expect(nextPage({ roleType: 'STUDENT' }, 'https://evil.example')).toBe('/course');
  });
});
