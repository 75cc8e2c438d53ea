import { describe, expect, it } from 'vitest';
import { nextPage } from './nextPage';

describe('after choosing a role', () => {
  it('a student goes to the courses, or back where they were going', () => {
    expect(nextPage({ roleType: 'STUDENT' }, null)).toBe('/course');
    expect(nextPage({ roleType: 'STUDENT' }, '/chapter/a/b/c')).toBe('/chapter/a/b/c');
  });
  it('a student who signed up from the home page goes on to the courses, not back home', () => {
    expect(nextPage({ roleType: 'STUDENT' }, '/')).toBe('/course');
    expect(nextPage({ roleType: 'STUDENT' }, '/?from=nav')).toBe('/course');
  });
  it('a teacher goes to the teacher home (the classes) unless the redirect is a page for teachers', () => {
    expect(nextPage({ roleType: 'TEACHER' }, null)).toBe('/');
    expect(nextPage({ roleType: 'TEACHER' }, '/course')).toBe('/');
    expect(nextPage({ roleType: 'TEACHER' }, '/games')).toBe('/games');
    expect(nextPage({ roleType: 'TEACHER' }, '/group')).toBe('/group');
  });
  it('does not go back to the role page itself', () => {
    expect(nextPage({ roleType: 'STUDENT' }, '/character')).toBe('/course');
    expect(nextPage({ roleType: 'TEACHER' }, '/character?x=1')).toBe('/');
  });
  it('never follows a redirect off the site', () => {
    expect(nextPage({ roleType: 'STUDENT' }, 'https://evil.example')).toBe('/course');
  });
});
