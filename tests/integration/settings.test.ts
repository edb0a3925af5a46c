// The Profile, Notifications and Privacy settings over real HTTP: the spec's defaults before any
// save, each tab saved and read back, every field validated with its message, names kept in
// profiles, only ever the caller's own settings; the job alert digest skipping users who turned its
// mail off, its one-click unsubscribe header (RFC 8058) and the unsubscribe route itself.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMAIL_TOGGLE_DEFAULTS, PRIVACY_DEFAULTS, PUSH_TOGGLE_DEFAULTS, SETTINGS_TEXT } from '#shared/constants/settings.ts';
import type { UserSettings } from '#shared/schemas/settings.ts';
import { jobs, profiles, userSettings } from '../../src/server/db/schema/index.ts';
import { JOB_ALERT_DIGEST_JOB } from '../../src/server/features/job-alerts/service.ts';
import { unsubscribeToken } from '../../src/server/platform/unsubscribe.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { mailTo } from '../support/outbox.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { db } = database;
const { app, config } = await useTestApp(database);
const { mutate, query } = httpCaller(app);

const read = async (token: string) => (await query<UserSettings>('settings.get', undefined, { token })).data;

const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  headline: 'Analyst of engines',
  phone: '+1 (555) 010-2030',
  location: 'London',
  timezone: 'est',
  yearsOfExperience: 5,
  industry: 'tech',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  websiteUrl: 'https://ada.example.com',
};

describe('reading and saving settings', () => {
  it('needs a signed-in user', async () => {
    expect((await query('settings.get')).error!.data.code).toBe('UNAUTHORIZED');
    expect((await mutate('settings.updatePrivacy', PRIVACY_DEFAULTS)).error!.data.code).toBe('UNAUTHORIZED');
  });

  it("answers the spec's defaults before anything is saved", async () => {
    const user = await createTestUser(db);
    expect(await read(user.token)).toEqual({
      profile: {
        firstName: 'Test',
        lastName: 'User',
        headline: '',
        phone: '',
        location: '',
        timezone: null,
        yearsOfExperience: null,
        industry: null,
        linkedinUrl: '',
        websiteUrl: '',
      },
      notifications: { jobAlerts: true, messages: true, followUps: false, updates: false, marketing: false, pushJobAlerts: false, pushMessages: false },
      privacy: { profileVisible: true, showEmail: false, showPhone: false, allowMessaging: true },
    });
    expect(EMAIL_TOGGLE_DEFAULTS).toEqual({ jobAlerts: true, messages: true, followUps: false, updates: false, marketing: false });
  });

  it('saves the profile, names in profiles, and reads it back', async () => {
    const user = await createTestUser(db);
    const saved = await mutate<UserSettings>('settings.updateProfile', { ...profile, firstName: '  Ada ' }, { token: user.token });
    expect(saved.status).toBe(200);
    expect(saved.data.profile).toEqual(profile);
    expect((await read(user.token)).profile).toEqual(profile);
    const [names] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(names).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    // Cleared choices are saved as cleared.
    const cleared = { ...profile, timezone: null, yearsOfExperience: null, industry: null, linkedinUrl: '', websiteUrl: '' };
    expect((await mutate<UserSettings>('settings.updateProfile', cleared, { token: user.token })).data.profile).toEqual(cleared);
  });

  it('saves the notification and privacy toggles without touching each other', async () => {
    const user = await createTestUser(db);
    const notifications = { jobAlerts: false, messages: false, followUps: true, updates: true, marketing: true, ...PUSH_TOGGLE_DEFAULTS };
    const privacy = { profileVisible: false, showEmail: true, showPhone: true, allowMessaging: false };
    await mutate('settings.updateProfile', profile, { token: user.token });
    expect((await mutate<UserSettings>('settings.updateNotifications', notifications, { token: user.token })).data.notifications).toEqual(notifications);
    expect((await mutate<UserSettings>('settings.updatePrivacy', privacy, { token: user.token })).data.privacy).toEqual(privacy);
    expect(await read(user.token)).toEqual({ profile, notifications, privacy });
  });

  it.each([
    ['firstName', '   ', SETTINGS_TEXT.firstNameRequired],
    ['lastName', '', SETTINGS_TEXT.lastNameRequired],
    ['firstName', 'x'.repeat(101), SETTINGS_TEXT.nameTooLong],
    ['headline', 'x'.repeat(121), SETTINGS_TEXT.headlineTooLong],
    ['phone', 'call me', SETTINGS_TEXT.phoneInvalid],
    ['location', 'x'.repeat(101), SETTINGS_TEXT.locationTooLong],
    ['timezone', 'utc', SETTINGS_TEXT.timezoneInvalid],
    ['yearsOfExperience', 2, SETTINGS_TEXT.experienceInvalid],
    ['industry', 'mining', SETTINGS_TEXT.industryInvalid],
    ['linkedinUrl', 'https://example.com/in/ada', SETTINGS_TEXT.linkedinInvalid],
    ['websiteUrl', 'javascript:alert(1)', SETTINGS_TEXT.websiteInvalid],
  ])('refuses %s = %j with its message', async (field, value, message) => {
    const user = await createTestUser(db);
    const res = await mutate('settings.updateProfile', { ...profile, [field]: value }, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.error!.data.fieldErrors![field]).toEqual([message]);
    expect((await read(user.token)).profile.firstName).toBe('Test');
  });

  it('refuses toggles that are missing, not booleans, or unknown', async () => {
    const user = await createTestUser(db);
    expect((await mutate('settings.updateNotifications', { jobAlerts: false }, { token: user.token })).status).toBe(400);
    expect((await mutate('settings.updatePrivacy', { ...PRIVACY_DEFAULTS, showEmail: 'yes' }, { token: user.token })).status).toBe(400);
    expect((await mutate('settings.updatePrivacy', { ...PRIVACY_DEFAULTS, userId: user.id }, { token: user.token })).status).toBe(400);
    expect(await db.select().from(userSettings).where(eq(userSettings.userId, user.id))).toEqual([]);
  });

  it("changes only the caller's own settings", async () => {
    const owner = await createTestUser(db);
    const other = await createTestUser(db);
    await mutate('settings.updateProfile', { ...profile, firstName: 'Other' }, { token: other.token });
    await mutate('settings.updatePrivacy', { ...PRIVACY_DEFAULTS, profileVisible: false }, { token: other.token });
    const mine = await read(owner.token);
    expect(mine.profile.firstName).toBe('Test');
    expect(mine.privacy).toEqual(PRIVACY_DEFAULTS);
    expect((await read(other.token)).profile.firstName).toBe('Other');
  });
});

describe('job alert mail and one-click unsubscribe', () => {
  const runDigest = async () => {
    await app.platform.queue.send(JOB_ALERT_DIGEST_JOB, {});
    await app.platform.queue.settled();
  };
  /** A header as the .eml file carries it, unfolded. */
  const header = async (file: string, name: string) => {
    const raw = await readFile(path.join(config.dataDir, 'outbox', file), 'utf8');
    const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    return head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? null;
  };
  const alertFor = async (token: string, term: string) => mutate('jobAlerts.create', { q: term }, { token });
  const post = (url: string, body = 'List-Unsubscribe=One-Click') =>
    app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('mails the digest with List-Unsubscribe headers, and their POST turns job alert mail off', async () => {
    const term = `heron${Date.now()}`;
    const user = await createTestUser(db);
    await alertFor(user.token, term);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await db.insert(jobs).values({ title: `${term} Watcher`, companyName: 'Marsh Co', workType: 'remote', experienceLevel: 'mid' });
    await runDigest();
    const [mail] = await mailTo(config.dataDir, user.email);
    expect(await header(mail!.file, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = (await header(mail!.file, 'List-Unsubscribe'))!.match(/^<(https?:\/\/[^>]+)>$/)![1]!;
    const url = new URL(link);
    expect(url.pathname).toBe('/api/unsubscribe');
    expect(mail!.text).toContain(link);

    // Following the link in a browser only asks; the POST is what unsubscribes.
    const asked = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Unsubscribe from job alert emails?');
    // Under the site's no-referrer policy a browser's form POST says "Origin: null", which the
    // cross-site guard refuses; the page's own policy lets its button name its origin.
    expect(asked.headers['referrer-policy']).toBe('same-origin');
    expect((await app.inject({ method: 'POST', url: url.pathname + url.search, headers: { origin: 'null' } })).statusCode).toBe(403);
    expect((await read(user.token)).notifications.jobAlerts).toBe(true);

    const done = await post(url.pathname + url.search);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer receive job alert emails.');
    expect((await read(user.token)).notifications).toEqual({ ...EMAIL_TOGGLE_DEFAULTS, ...PUSH_TOGGLE_DEFAULTS, jobAlerts: false });
    // Idempotent: a second click changes nothing and still succeeds.
    expect((await post(url.pathname + url.search)).statusCode).toBe(200);
    expect((await read(user.token)).notifications.jobAlerts).toBe(false);
  });

  it('skips users who turned job alert mail off, and mails them again once it is back on', async () => {
    const term = `egret${Date.now()}`;
    const off = await createTestUser(db);
    const on = await createTestUser(db);
    await alertFor(off.token, term);
    await alertFor(on.token, term);
    await mutate('settings.updateNotifications', { ...EMAIL_TOGGLE_DEFAULTS, ...PUSH_TOGGLE_DEFAULTS, jobAlerts: false }, { token: off.token });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await db.insert(jobs).values({ title: `${term} Spotter`, companyName: 'Marsh Co', workType: 'remote', experienceLevel: 'mid' });
    await runDigest();
    expect(await mailTo(config.dataDir, off.email)).toEqual([]);
    expect(await mailTo(config.dataDir, on.email)).toHaveLength(1);

    await mutate('settings.updateNotifications', { ...EMAIL_TOGGLE_DEFAULTS, ...PUSH_TOGGLE_DEFAULTS }, { token: off.token });
    await runDigest();
    const [mail] = await mailTo(config.dataDir, off.email);
    expect(mail!.text).toContain(`${term} Spotter`);
  });

  it('refuses a token that is missing, malformed, forged or for another toggle or user', async () => {
    const user = await createTestUser(db);
    const other = await createTestUser(db);
    const good = unsubscribeToken(config.sessionSecret, user.id, 'jobAlerts');
    const [, , sig] = good.split('.');
    const bad = [
      '',
      'nonsense',
      `${user.id}.jobAlerts.${'A'.repeat(43)}`,
      unsubscribeToken('another secret', user.id, 'jobAlerts'),
      `${user.id}.marketing.${sig}`,
      `${other.id}.jobAlerts.${sig}`,
      `${good}.extra`,
    ];
    for (const token of bad) {
      const url = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
      expect((await post(url)).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
    expect((await post('/api/unsubscribe')).statusCode).toBe(400);
    expect((await read(user.token)).notifications.jobAlerts).toBe(true);
    expect((await read(other.token)).notifications.jobAlerts).toBe(true);
  });

  it("flips only the toggle the token names, keeping the user's other settings", async () => {
    const user = await createTestUser(db);
    await mutate('settings.updateNotifications', { jobAlerts: true, messages: true, followUps: true, updates: true, marketing: true, ...PUSH_TOGGLE_DEFAULTS }, { token: user.token });
    const res = await post(`/api/unsubscribe?token=${unsubscribeToken(config.sessionSecret, user.id, 'marketing')}`, '');
    expect(res.statusCode).toBe(200);
    expect((await read(user.token)).notifications).toEqual({ jobAlerts: true, messages: true, followUps: true, updates: true, marketing: false, ...PUSH_TOGGLE_DEFAULTS });
  });
});
