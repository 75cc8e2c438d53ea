import { beforeEach, describe, expect, it } from 'vitest';
import { app, deviceFor, setCookieJar, setSize, toggleSidebar, updateDevice, type CookieJar } from './app';

const flush = () => new Promise((r) => setTimeout(r, 0));
function fakeJar(initial: Record<string, string> = {}): CookieJar & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, get: (n) => data[n] ?? null, set: (n, v) => void (data[n] = v) };
}

describe('device breakpoint', () => {
  it('is mobile when the body width minus 1 is under 992', () => {
    expect(deviceFor(992)).toBe('mobile');
    expect(deviceFor(993)).toBe('desktop');
    expect(deviceFor(390)).toBe('mobile');
    expect(deviceFor(1280)).toBe('desktop');
  });

  it('going mobile closes the sidebar', () => {
    setCookieJar(fakeJar());
    app.sidebarOpen = true;
    expect(updateDevice(800)).toBe('mobile');
    expect(app.sidebarOpen).toBe(false);
  });

  it('going desktop leaves the sidebar as it was', () => {
    setCookieJar(fakeJar({ sidebarStatus: '0' }));
    updateDevice(1400);
    expect(app.device).toBe('desktop');
    expect(app.sidebarOpen).toBe(false);
  });
});

describe('cookies', () => {
  let jar: ReturnType<typeof fakeJar>;
  beforeEach(() => {
    jar = fakeJar();
    setCookieJar(jar);
  });

  it('default to an open sidebar and the medium size', () => {
    expect(app.sidebarOpen).toBe(true);
    expect(app.size).toBe('medium');
  });

  it('restore the sidebar and size, ignoring an unknown size', () => {
    setCookieJar(fakeJar({ sidebarStatus: '0', size: 'small' }));
    expect(app.sidebarOpen).toBe(false);
    expect(app.size).toBe('small');
    setCookieJar(fakeJar({ size: 'huge' }));
    expect(app.size).toBe('medium');
  });

  it('save sidebar and size changes', async () => {
    toggleSidebar();
    setSize('mini');
    await flush();
    expect(jar.data).toEqual({ sidebarStatus: '0', size: 'mini' });
  });
});
