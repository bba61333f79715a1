import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@shop/contract';
import { freshIp, freshPerson, post } from '../test-support/accounts.js';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

// TRUST_PROXY: behind a balancer every request comes from the balancer's address; the per-address limits must see the
// shopper's (X-Forwarded-For), but only when the request really comes from a proxy the shop trusts.

const askCode = (t: TestApp, balancer: string, forwardedFor: string) =>
  post(t, AUTH_PATHS.requestOtp, { email: freshPerson().email, is_sign_up: true }, { ip: balancer, headers: { 'x-forwarded-for': forwardedFor } });

describe.each(backends)('the client address behind a proxy on %s', (backend) => {
  let trusting: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    trusting = await createTestApp(backend, { seed: false, trustProxy: ['192.0.2.0/24'] });
    plain = await createTestApp(backend, { seed: false });
  });
  afterAll(async () => {
    await trusting.close();
    await plain.close();
  });

  it("counts each shopper behind a trusted balancer on their own address, and the balancer's when it is not trusted", async () => {
    const balancer = '192.0.2.7';
    // 35 shoppers behind the trusted balancer: none of them near the 30-per-address limit.
    for (let i = 0; i < 35; i++) expect((await askCode(trusting, balancer, freshIp())).statusCode).toBe(200);

    // The same traffic to a shop that trusts no proxy: all of it is the balancer's one address, refused after 30.
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await askCode(plain, balancer, freshIp())).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(30);
    expect(answers.at(-1)).toBe(429);

    // A caller outside the trusted range cannot pick its address by sending the header: its own is counted.
    const outsider = freshIp();
    const fromOutsider = [];
    for (let i = 0; i < 31; i++) fromOutsider.push((await askCode(trusting, outsider, freshIp())).statusCode);
    expect(fromOutsider.at(-1)).toBe(429);
  });
});
