import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { freshMobile } from './authHelpers';
import { Limits, type LimitRule } from '../../server/limits';
import { addressSubject } from '../../server/services/limiter';

// The documented nginx setup (TRUST_PROXY=127.0.0.1) with the real limits: the client address is
// the one nginx writes into X-Forwarded-For, and IPv6 clients are counted by their /64.
let t: TestApp;
beforeAll(async () => (t = await startTestApp({ rateLimitScale: 1, config: { trustProxy: ['127.0.0.1'] } })), 300_000);
afterAll(() => t.close());

/** One request of a limited route as nginx forwards it for the client `client`. */
type Route = { name: string; rule: LimitRule; send: (client: string) => Promise<number> };

async function post(url: string, body: unknown, client: string): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: t.api(url), payload: body as never, headers: { 'x-forwarded-for': client }, remoteAddress: '127.0.0.1' });
  return res.statusCode;
}

const routes: Route[] = [
  // one username guessed from one client: the 11th guess is refused
  { name: 'username login', rule: Limits.usernameLoginPerName, send: (client) => post('/auth/loginByUsername', { username: 'victim6', password: 'wrong-guess' }, client) },
  { name: 'guest account', rule: Limits.guestPerAddress, send: (client) => post('/auth/loginByGuest', {}, client) },
  { name: 'SMS code', rule: Limits.smsPerAddress, send: (client) => post('/auth/sendVerificationCode', { mobile: freshMobile() }, client) },
];

let nextNet = 1;
/** A /64 no other test has used, as a function from a host number to an address in it. */
function net64() {
  const net = nextNet++;
  return (host: number) => `2001:db8:${net.toString(16)}:2::${host.toString(16)}`;
}

describe('IPv6 clients are counted by their /64', () => {
  it('reads the subject of an address: IPv4 as is, IPv4-mapped as IPv4, IPv6 by /64', () => {
    expect(addressSubject('1.2.3.4')).toBe('1.2.3.4');
    expect(addressSubject('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(addressSubject('::FFFF:0102:0304')).toBe('1.2.3.4');
    expect(addressSubject('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  for (const route of routes) {
    it(`${route.name}: rotating addresses of one /64 hit the limit; another /64 has its own`, async () => {
      const one = net64();
      const answers: number[] = [];
      for (let i = 1; i <= route.rule.max + 1; i++) answers.push(await route.send(one(i)));
      expect(answers).toEqual([...Array<number>(route.rule.max).fill(200), 429]);
      // a neighbouring /64 (its own customer or LAN) is not refused
      const other = net64();
      expect(await route.send(other(1))).toBe(200);
      expect(await route.send(other(0xffff))).toBe(200);
    });

    it(`${route.name}: ::ffff:a.b.c.d counts as a.b.c.d`, async () => {
      const v4 = `198.51.100.${nextNet++}`;
      const answers: number[] = [];
      // alternately as IPv4 and as IPv4-mapped IPv6: one client, one counter
      for (let i = 0; i <= route.rule.max; i++) answers.push(await route.send(i % 2 ? `::ffff:${v4}` : v4));
      expect(answers).toEqual([...Array<number>(route.rule.max).fill(200), 429]);
    });
  }
});
