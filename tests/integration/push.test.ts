// Web Push end to end against a push service on loopback that verifies the VAPID token and decrypts
// the body with the "browser's" keys: subscriptions (own only, capped, endpoints checked), the push
// toggles (refused without VAPID keys), and sendPush (delivers the exact payload, honours the toggle,
// forgets subscriptions the service says are gone, keeps and logs the rest, never throws).
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import webpush from 'web-push';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_LIMITS, PUSH_TEXT } from '#shared/constants/push.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { UserSettings } from '#shared/schemas/settings.ts';
import { loadConfig } from '../../src/server/config.ts';
import { jobs, pushSubscriptions } from '../../src/server/db/schema/index.ts';
import { sendJobAlertDigests } from '../../src/server/features/job-alerts/service.ts';
import { pushPayload, sendPush, type PushNotice } from '../../src/server/features/push/service.ts';
import type { ServerContext } from '../../src/server/trpc/context.ts';
import { LogCapture, testConfig, testPlatform, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { startPushService, type FakeBrowser } from '../support/push-server.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser } from '../support/users.ts';

const vapid = webpush.generateVAPIDKeys();
const VAPID_ENV = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:team@upward.local' };

const database = await useTestDatabase();
const { db } = database;
const config = testConfig({ ...VAPID_ENV, PUSH_ALLOW_LOOPBACK: '1' });
const { app } = await useTestApp(database, { config });
const { mutate, query } = httpCaller(app);
// The same database served without keys: push is unavailable there.
const withoutKeys = httpCaller((await useTestApp(database)).app);
const push = await startPushService(vapid.publicKey);
afterAll(() => push.close());

const logs = new LogCapture();
const ctx: ServerContext = { db, config, log: pino({ level: 'info' }, logs), platform: testPlatform(config, pino({ level: 'silent' })) };

const ALL_OFF = { jobAlerts: true, messages: true, followUps: false, updates: false, marketing: false, pushJobAlerts: false, pushMessages: false };
const notice = (userId: string, overrides: Partial<PushNotice> = {}): PushNotice => ({
  userId,
  category: 'jobAlerts',
  title: '3 new jobs match "Designer"',
  body: 'Senior Product Designer at Northwind, and 2 more',
  url: '/jobs?alert=1',
  ...overrides,
});

/** A user with push turned on for the given toggles, subscribed in the given browsers. */
async function pushUser(browsers: FakeBrowser[], toggles: Partial<typeof ALL_OFF> = { pushJobAlerts: true }) {
  const user = await createTestUser(db);
  for (const browser of browsers) expect((await mutate('push.subscribe', browser.subscription, { token: user.token })).status).toBe(200);
  expect((await mutate('settings.updateNotifications', { ...ALL_OFF, ...toggles }, { token: user.token })).status).toBe(200);
  return user;
}

const rowsOf = (userId: string) => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

beforeEach(() => {
  push.deliveries.length = 0;
  push.refused.length = 0;
  logs.lines.length = 0;
});

describe('configuration', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: config.dataDir, SESSION_SECRET: config.sessionSecret, ENCRYPTION_KEY: '0'.repeat(64) };

  it('takes all three VAPID variables or none', () => {
    expect(loadConfig(env).vapid).toBeNull();
    expect(loadConfig({ ...env, ...VAPID_ENV }).vapid).toEqual({ publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: 'mailto:team@upward.local' });
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey })).toThrow(/missing: VAPID_SUBJECT/);
    expect(() => loadConfig({ ...env, ...VAPID_ENV, VAPID_SUBJECT: 'team@upward.local' })).toThrow(/VAPID_SUBJECT must be a mailto: or https:/);
    expect(() => loadConfig({ ...env, ...VAPID_ENV, VAPID_PUBLIC_KEY: 'not-a-key' })).toThrow(/VAPID_PUBLIC_KEY/);
  });

  it('refuses loopback push endpoints in production', () => {
    expect(() => loadConfig({ ...env, NODE_ENV: 'production', PUSH_ALLOW_LOOPBACK: '1' })).toThrow(/PUSH_ALLOW_LOOPBACK/);
  });

  it('tells anyone whether push is available, with the public key', async () => {
    expect((await query('push.config')).data).toEqual({ available: true, publicKey: vapid.publicKey });
    expect((await withoutKeys.query('push.config')).data).toEqual({ available: false, publicKey: null });
  });
});

describe('subscriptions', () => {
  it('needs a signed-in user', async () => {
    expect((await mutate('push.subscribe', push.newBrowser().subscription)).error!.data.code).toBe('UNAUTHORIZED');
  });

  it('stores a browser once, updating its keys when it subscribes again, and unsubscribes it', async () => {
    const user = await createTestUser(db);
    const browser = push.newBrowser();
    expect((await mutate('push.subscribe', browser.subscription, { token: user.token })).data).toEqual({ subscribed: true });
    const renewed = { ...browser.subscription, keys: push.newBrowser().subscription.keys };
    await mutate('push.subscribe', renewed, { token: user.token });
    expect(await rowsOf(user.id)).toMatchObject([{ endpoint: browser.endpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth }]);
    expect((await mutate('push.unsubscribe', { endpoint: browser.endpoint }, { token: user.token })).data).toEqual({ subscribed: false });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("neither takes over nor removes another user's browser", async () => {
    const owner = await createTestUser(db);
    const other = await createTestUser(db);
    const browser = push.newBrowser();
    await mutate('push.subscribe', browser.subscription, { token: owner.token });
    const taken = await mutate('push.subscribe', browser.subscription, { token: other.token });
    expect(taken.error!.data).toMatchObject({ code: 'CONFLICT', title: TOASTS.push.otherAccount.title });
    await mutate('push.unsubscribe', { endpoint: browser.endpoint }, { token: other.token });
    expect(await rowsOf(owner.id)).toHaveLength(1);
    expect(await rowsOf(other.id)).toEqual([]);
  });

  it(`allows ${PUSH_LIMITS.subscriptionsPerUser} browsers per user`, async () => {
    const user = await createTestUser(db);
    const browsers = Array.from({ length: PUSH_LIMITS.subscriptionsPerUser + 1 }, () => push.newBrowser());
    // Concurrent requests take turns on the user's row: exactly the limit gets in.
    const results = await Promise.all(browsers.map((b) => mutate('push.subscribe', b.subscription, { token: user.token })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(PUSH_LIMITS.subscriptionsPerUser);
    expect(results.filter((r) => r.error?.data.title === TOASTS.push.tooManyDevices.title)).toHaveLength(1);
    expect(await rowsOf(user.id)).toHaveLength(PUSH_LIMITS.subscriptionsPerUser);
  });

  it.each([
    ['plain http elsewhere', 'http://push.example.com/x'],
    ['an IP address', 'https://10.0.0.8/push/x'],
    ['localhost over https', 'https://localhost/push/x'],
    ['a host that is not a push service', 'https://metadata.internal/push/x'],
    ['a push service look-alike', 'https://fcm.googleapis.com.attacker.example/push/x'],
    ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['credentials in the address', 'https://user:pw@push.example.com/x'],
    ['not a URL', 'push-me'],
    ['another scheme', 'ftp://push.example.com/x'],
    ['an overlong endpoint', `https://push.example.com/${'x'.repeat(PUSH_LIMITS.endpointMax)}`],
  ])('refuses %s as an endpoint', async (_case, endpoint) => {
    const user = await createTestUser(db);
    const res = await mutate('push.subscribe', { ...push.newBrowser().subscription, endpoint }, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.error!.data.fieldErrors!.endpoint).toEqual([PUSH_TEXT.endpointInvalid]);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses keys that are not a P-256 key and a 16-byte secret', async () => {
    const user = await createTestUser(db);
    const { subscription } = push.newBrowser();
    for (const keys of [
      { ...subscription.keys, p256dh: subscription.keys.p256dh.slice(1) },
      { ...subscription.keys, auth: 'short' },
      { ...subscription.keys, auth: `${subscription.keys.auth.slice(1)}+` },
    ]) {
      expect((await mutate('push.subscribe', { ...subscription, keys }, { token: user.token })).error!.data.fieldErrors).toBeTruthy();
    }
  });

  it("accepts the browsers' push services over https, and no subscription at all without keys", async () => {
    const user = await createTestUser(db);
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc123', 'https://web.push.apple.com/QGx1', 'https://wns2-by3p.notify.windows.com/w/?token=x']) {
      expect((await mutate('push.subscribe', { ...push.newBrowser().subscription, endpoint }, { token: user.token })).status).toBe(200);
    }
    const refused = await withoutKeys.mutate('push.subscribe', push.newBrowser().subscription, { token: user.token });
    expect(refused.error!.data).toMatchObject({ code: 'PRECONDITION_FAILED', title: TOASTS.push.unavailable.title });
  });
});

describe('the push toggles', () => {
  it('are off until turned on, and saved with the e-mail toggles', async () => {
    const user = await createTestUser(db);
    expect((await query<UserSettings>('settings.get', undefined, { token: user.token })).data.notifications).toEqual(ALL_OFF);
    const saved = await mutate<UserSettings>('settings.updateNotifications', { ...ALL_OFF, pushMessages: true }, { token: user.token });
    expect(saved.data.notifications).toEqual({ ...ALL_OFF, pushMessages: true });
  });

  it('cannot be turned on without VAPID keys, and read as off there', async () => {
    const user = await createTestUser(db);
    const refused = await withoutKeys.mutate('settings.updateNotifications', { ...ALL_OFF, pushJobAlerts: true }, { token: user.token });
    expect(refused.status).toBe(412);
    expect(refused.error!.data).toMatchObject({ title: TOASTS.push.unavailable.title, description: TOASTS.push.unavailable.description });
    // Turned on while the site had keys, then the keys went away: nothing would deliver it.
    await mutate('settings.updateNotifications', { ...ALL_OFF, pushJobAlerts: true }, { token: user.token });
    expect((await withoutKeys.query<UserSettings>('settings.get', undefined, { token: user.token })).data.notifications.pushJobAlerts).toBe(false);
    // Saving the e-mail toggles there still works, with push off as read.
    expect((await withoutKeys.mutate('settings.updateNotifications', { ...ALL_OFF, marketing: true }, { token: user.token })).status).toBe(200);
  });
});

describe('sendPush', () => {
  it('delivers the exact payload, encrypted for each browser, with a valid VAPID token', async () => {
    const browsers = [push.newBrowser(), push.newBrowser()];
    const user = await pushUser(browsers);
    const before = Date.now();
    expect(await sendPush(ctx, notice(user.id))).toEqual({ sent: 2, removed: 0, failed: 0 });
    expect(push.refused).toEqual([]);
    expect(push.deliveries.map((d) => d.browserId).sort()).toEqual(browsers.map((b) => b.id).sort());
    for (const delivery of push.deliveries) {
      expect(delivery.payload).toEqual({ title: '3 new jobs match "Designer"', body: 'Senior Product Designer at Northwind, and 2 more', url: '/jobs?alert=1' });
      expect(delivery.token.claims).toMatchObject({ aud: push.origin, sub: 'mailto:team@upward.local' });
      expect(delivery.ttl).toBe(String(PUSH_LIMITS.ttlSeconds));
      expect(delivery.urgency).toBe('normal');
    }
    const rows = await rowsOf(user.id);
    expect(rows.every((row) => row.lastSuccessAt !== null && row.lastSuccessAt.getTime() >= before - 1000)).toBe(true);
  });

  it('honours each toggle: nothing is sent for a category that is off', async () => {
    const browser = push.newBrowser();
    const user = await pushUser([browser], { pushJobAlerts: false, pushMessages: true });
    expect(await sendPush(ctx, notice(user.id))).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(push.deliveries).toEqual([]);
    expect(await sendPush(ctx, notice(user.id, { category: 'messages', title: 'New message from Ada' }))).toMatchObject({ sent: 1 });
    expect(push.deliveries).toMatchObject([{ urgency: 'high', payload: { title: 'New message from Ada' } }]);
  });

  it('sends nothing to a user who never saved settings, or on a server without keys', async () => {
    const user = await createTestUser(db);
    await mutate('push.subscribe', push.newBrowser().subscription, { token: user.token });
    expect(await sendPush(ctx, notice(user.id))).toEqual({ sent: 0, removed: 0, failed: 0 });
    const subscribed = await pushUser([push.newBrowser()]);
    expect(await sendPush({ ...ctx, config: testConfig() }, notice(subscribed.id))).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(push.deliveries).toEqual([]);
  });

  it.each([404, 410])('forgets a subscription the service answers %i to, and keeps the others', async (status) => {
    const gone = push.newBrowser();
    const kept = push.newBrowser();
    gone.status = status;
    const user = await pushUser([gone, kept]);
    expect(await sendPush(ctx, notice(user.id))).toEqual({ sent: 1, removed: 1, failed: 0 });
    expect((await rowsOf(user.id)).map((row) => row.endpoint)).toEqual([kept.endpoint]);
  });

  it.each([429, 500])('keeps a subscription the service answers %i to, and logs it', async (status) => {
    const browser = push.newBrowser();
    browser.status = status;
    const user = await pushUser([browser]);
    expect(await sendPush(ctx, notice(user.id))).toEqual({ sent: 0, removed: 0, failed: 1 });
    const [row] = await rowsOf(user.id);
    expect(row!.lastSuccessAt).toBeNull();
    expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'push service refused a notification', status, subscriptionId: row!.id }));
  });

  it('does not throw when the push service is unreachable or the database fails', async () => {
    const browser = push.newBrowser();
    const user = await pushUser([browser]);
    await db.update(pushSubscriptions).set({ endpoint: 'http://127.0.0.1:9/push/closed' }).where(eq(pushSubscriptions.userId, user.id));
    expect(await sendPush(ctx, notice(user.id))).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'push service unreachable' }));
    const lost = () => {
      throw new Error('connection lost');
    };
    const broken = { ...ctx, db: { select: lost } as unknown as ServerContext['db'] };
    await expect(sendPush(broken, notice(user.id))).resolves.toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'push not sent', userId: user.id }));
  });

  it('cuts long text to fit one push message and links only into the site', async () => {
    const user = await pushUser([push.newBrowser()]);
    await sendPush(ctx, notice(user.id, { title: 'T'.repeat(500), body: '€'.repeat(4000), url: 'https://evil.example/phish' }));
    expect(push.refused).toEqual([]);
    expect(push.deliveries[0]!.payload).toEqual({ title: 'T'.repeat(PUSH_LIMITS.titleMax), body: '€'.repeat(PUSH_LIMITS.bodyMax), url: '/' });
    for (const url of ['//evil.example', 'javascript:alert(1)']) expect(JSON.parse(pushPayload({ title: 't', body: 'b', url })).url).toBe('/');
  });
});

describe('what is pushed', () => {
  it('tells the recipient of a new message who sent it and where, without the text, once until they read it', async () => {
    const browser = push.newBrowser();
    const recipient = await pushUser([browser], { pushMessages: true });
    const sender = await createTestUser(db);
    const started = await mutate<{ conversationId: string }>('messages.start', { userId: recipient.id, body: 'A private hello' }, { token: sender.token });
    expect(started.status).toBe(200);
    await app.platform.tasks.idle();
    expect(push.deliveries).toHaveLength(1);
    const payload = push.deliveries[0]!.payload as { title: string; body: string; url: string };
    expect(payload.title).toMatch(/sent you a message$/);
    expect(payload.url).toBe(`/messages/${started.data.conversationId}`);
    expect(JSON.stringify(payload)).not.toContain('A private hello');
    expect(push.deliveries[0]!.urgency).toBe('high');

    // Still unread: the next message is not pushed again.
    await mutate('messages.send', { conversationId: started.data.conversationId, body: 'Are you there?' }, { token: sender.token });
    await app.platform.tasks.idle();
    expect(push.deliveries).toHaveLength(1);
  });

  it('pushes each job alert with news after the digest commits, to users whose job alert push is on', async () => {
    const term = `pelican${Date.now()}`;
    const browser = push.newBrowser();
    const on = await pushUser([browser], { pushJobAlerts: true });
    const off = await pushUser([push.newBrowser()], { pushMessages: true });
    for (const user of [on, off]) expect((await mutate('jobAlerts.create', { q: term }, { token: user.token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await db.insert(jobs).values(
      Array.from({ length: 2 }, (_, i) => ({ title: `${term} Keeper ${i}`, companyName: 'Zoo Co', workType: 'remote' as const, experienceLevel: 'mid' as const })),
    );
    await sendJobAlertDigests(ctx);
    expect(push.deliveries.map((d) => d.browserId)).toEqual([browser.id]);
    expect(push.deliveries[0]!.payload).toMatchObject({ title: `2 new jobs for "${term}"`, url: `/jobs?q=${term}` });
  });
});
