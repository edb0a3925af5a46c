// The profile page, the public member card and profile photos over real HTTP: the page computed
// from seeded rows in two statements (skills counted in the experience, milestones, recent
// activity); the card's privacy (a hidden profile is NOT_FOUND to others with a missing user's
// words, email and phone only when shown); the photo upload judged by content, re-encoded without
// metadata, served at an address that changes with the photo, hidden with the profile; and the
// forum's author links and photos following the same privacy.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS, PHOTO_TEXT, PHOTO_UPLOAD_PATH } from '#shared/constants/profile.ts';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import type { ForumPostCard, ForumReply } from '#shared/schemas/forum.ts';
import type { MemberCard, ProfilePage } from '#shared/schemas/profile.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import { jobApplications, jobs, rateLimits } from '../../src/server/db/schema/index.ts';
import { sha256Hex } from '../../src/server/platform/crypto.ts';
import { RATE_LIMITS } from '../../src/server/platform/rate-limit.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { useQueryCounter } from '../support/query-counter.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { callerWith, createTestUser, randomIp } from '../support/users.ts';

const database = await useTestDatabase();
const counter = await useQueryCounter(database);
const { db } = database;
const { app } = await useTestApp(database);
const { mutate, query } = httpCaller(app);

type User = Awaited<ReturnType<typeof createTestUser>>;
const as = (user: User) => ({ token: user.token });

async function page(user: User) {
  const res = await query<ProfilePage>('profile.get', undefined, as(user));
  if (res.error) throw new Error(JSON.stringify(res.error));
  return res.data;
}

const privacy = (user: User, values: Partial<{ profileVisible: boolean; showEmail: boolean; showPhone: boolean; allowMessaging: boolean }>) =>
  mutate('settings.updatePrivacy', { profileVisible: true, showEmail: false, showPhone: false, allowMessaging: true, ...values }, as(user));

async function upload(user: User | null, bytes: Buffer, fileName = 'photo.png', contentType = 'image/png') {
  const boundary = `----Photo${randomUUID().replaceAll('-', '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: PHOTO_UPLOAD_PATH,
    headers: { ...(user ? { cookie: `${SESSION_COOKIE}=${user.token}` } : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    remoteAddress: randomIp(),
  });
  return { status: res.statusCode, body: res.json() as { photoUrl: string; error?: { message: string } } };
}

const fetchPhoto = (url: string, user: User | null = null) =>
  app.inject({ method: 'GET', url, headers: user ? { cookie: `${SESSION_COOKIE}=${user.token}` } : {}, remoteAddress: randomIp() });

const png = (color: string, width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

const resumeContent = (skills: string[], experience: { position: string; description: string }[]): ResumeContent => ({
  personalInfo: { firstName: 'Ada', lastName: 'Lovelace', email: '', phone: '', location: '', linkedin: '', portfolio: '' },
  professionalSummary: '',
  experience: experience.map((e, i) => ({ id: `e${i}`, company: `Company ${i}`, location: '', startDate: '2020-01', endDate: '', current: i === 0, ...e })),
  education: [],
  skills,
  certifications: [],
  projects: [], volunteer: [], leadership: [], awards: [], languages: [],
});

describe('the profile page', () => {
  it('is computed from the user’s own rows in two statements', async () => {
    const user = await createTestUser(db);
    const other = await createTestUser(db);
    await mutate(
      'resumes.save',
      {
        template: 'modern-professional',
        content: resumeContent(
          ['Excel', 'SQL', 'Python', 'Go'],
          [
            { position: 'Data Engineer', description: 'Built Python and sql pipelines\nWrote Go services' },
            { position: 'Python Developer', description: 'Maintained Google Sheets exports' },
            { position: 'Analyst', description: 'Reported weekly numbers' },
          ],
        ),
      },
      as(user),
    );
    const statuses = ['applied', 'applied', 'applied', 'applied', 'applied', 'applied', 'applied', 'rejected', 'interviewing', 'offer'] as const;
    await db.insert(jobApplications).values(
      statuses.map((status, i) => ({ userId: user.id, companyName: `Firm ${i}`, jobTitle: `Role ${i}`, status, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })),
    );
    // Another user's rows never count.
    await db.insert(jobApplications).values({ userId: other.id, companyName: 'Elsewhere', jobTitle: 'Other', status: 'offer' });
    const [job] = await db.insert(jobs).values({ title: 'Data Analyst', companyName: 'Acme', workType: 'remote', experienceLevel: 'mid' }).returning();
    await mutate('savedJobs.save', { jobId: job!.id }, as(user));
    await mutate('assessment.submit', { answers: [0, 1, 2, 3, 0] }, as(user));
    await mutate('forum.create', { title: 'My first forum post', content: 'A post long enough to pass the minimum length.', category: 'general' }, as(user));

    const counted = await callerWith(counter.db, user.token).caller();
    counter.reset();
    const data = await counted.profile.get();
    expect(counter.statements).toHaveLength(2);

    expect(data.header).toMatchObject({ userId: user.id, name: 'Test User', headline: '', photoUrl: null, isPremium: false });
    expect(data.stats).toEqual({ applications: 10, interviews: 1, offers: 1, savedJobs: 1, assessments: 1 });
    // Whole words, any case: "sql" counts for SQL, "Google" is not Go; ties keep the resume's order.
    expect(data.resume!.skills).toEqual([
      { name: 'Python', mentions: 2 },
      { name: 'SQL', mentions: 1 },
      { name: 'Go', mentions: 1 },
      { name: 'Excel', mentions: 0 },
    ]);
    expect(data.resume!.experience.map((e) => e.position)).toEqual(['Data Engineer', 'Python Developer', 'Analyst']);

    const earned = Object.fromEntries(data.achievements.map((a) => [a.id, a]));
    expect(earned.firstApplication).toEqual({ id: 'firstApplication', earned: true, earnedAt: new Date(Date.UTC(2026, 0, 1)) });
    expect(earned.tenApplications).toEqual({ id: 'tenApplications', earned: true, earnedAt: new Date(Date.UTC(2026, 0, 10)) });
    expect(earned.firstInterview!.earned).toBe(true);
    expect(earned.firstOffer).toEqual({ id: 'firstOffer', earned: true, earnedAt: null });
    expect(earned.firstAssessment!.earned).toBe(true);
    expect(earned.firstPost!.earnedAt).toBeInstanceOf(Date);
    expect(earned.profileComplete!.earned).toBe(false);

    expect(data.activity).toHaveLength(10);
    const times = data.activity.map((a) => a.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.activity.slice(0, 3).map((a) => [a.kind, a.title]).sort()).toEqual(
      [
        ['assessment', 'Career fit quiz'],
        ['forum-post', 'My first forum post'],
        ['saved-job', 'Data Analyst at Acme'],
      ].sort(),
    );
    expect(data.activity.some((a) => a.title.includes('Elsewhere'))).toBe(false);
  });

  it('says honestly when there is nothing yet', async () => {
    const data = await page(await createTestUser(db));
    expect(data.resume).toBeNull();
    expect(data.stats).toEqual({ applications: 0, interviews: 0, offers: 0, savedJobs: 0, assessments: 0 });
    expect(data.achievements.every((a) => !a.earned && a.earnedAt === null)).toBe(true);
    expect(data.activity).toEqual([]);
  });

  it('counts the profile complete with a photo, a headline, a location and an active resume', async () => {
    const user = await createTestUser(db);
    await mutate('resumes.save', { template: 'modern-professional', content: resumeContent(['SQL'], []) }, as(user));
    await mutate(
      'settings.updateProfile',
      { firstName: 'Ada', lastName: 'L', headline: 'Analyst', phone: '', location: 'London', timezone: null, yearsOfExperience: null, industry: null, linkedinUrl: '', websiteUrl: '' },
      as(user),
    );
    expect((await page(user)).achievements.find((a) => a.id === 'profileComplete')!.earned).toBe(false);
    expect((await upload(user, await png('#224466'))).status).toBe(200);
    const data = await page(user);
    expect(data.header).toMatchObject({ name: 'Ada L', headline: 'Analyst', location: 'London' });
    expect(data.achievements.find((a) => a.id === 'profileComplete')!.earned).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await query('profile.get')).error!.data.code).toBe('UNAUTHORIZED');
    expect((await query('profile.card', { userId: randomUUID() })).error!.data.code).toBe('UNAUTHORIZED');
    expect((await upload(null, await png('#000000'))).status).toBe(401);
  });
});

describe('the public member card', () => {
  const card = (viewer: User, userId: string) => query<MemberCard>('profile.card', { userId }, as(viewer));

  it('shows a visible member without email or phone by default', async () => {
    const owner = await createTestUser(db);
    const viewer = await createTestUser(db);
    const { data } = await card(viewer, owner.id);
    expect(data).toMatchObject({ userId: owner.id, name: 'Test User', headline: '', photoUrl: null, isPremium: false, location: '', canMessage: true });
    expect(data.memberSince).toBeInstanceOf(Date);
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('phone');
    // The owner's own card cannot message themselves.
    expect((await card(owner, owner.id)).data.canMessage).toBe(false);
  });

  it('shows email and phone only when the owner turns them on', async () => {
    const owner = await createTestUser(db);
    const viewer = await createTestUser(db);
    await mutate(
      'settings.updateProfile',
      { firstName: 'Ada', lastName: 'L', headline: '', phone: '+1 555 0100', location: '', timezone: null, yearsOfExperience: null, industry: null, linkedinUrl: '', websiteUrl: '' },
      as(owner),
    );
    await privacy(owner, { showEmail: true });
    let { data } = await card(viewer, owner.id);
    expect(data.email).toBe(owner.email);
    expect(data).not.toHaveProperty('phone');
    await privacy(owner, { showPhone: true, allowMessaging: false });
    ({ data } = await card(viewer, owner.id));
    expect(data).not.toHaveProperty('email');
    expect(data.phone).toBe('+1 555 0100');
    expect(data.canMessage).toBe(false);
  });

  it('answers a hidden profile exactly as a missing user, except to its owner', async () => {
    const owner = await createTestUser(db);
    const viewer = await createTestUser(db);
    await privacy(owner, { profileVisible: false });
    const hidden = await card(viewer, owner.id);
    const missing = await card(viewer, randomUUID());
    expect(hidden.error!.data.code).toBe('NOT_FOUND');
    expect(hidden.error!.data.title).toBe(TOASTS.profile.memberNotFound.title);
    expect({ ...hidden.error, data: { ...hidden.error!.data } }).toEqual({ ...missing.error, data: { ...missing.error!.data } });
    expect((await card(owner, owner.id)).data.userId).toBe(owner.id);
  });
});

describe('profile photos', () => {
  it('refuses what is not a JPEG, PNG or WebP, judged by the bytes, with clear messages', async () => {
    const user = await createTestUser(db);
    const text = await upload(user, Buffer.from('just some text, not an image at all'), 'photo.png', 'image/png');
    expect(text).toMatchObject({ status: 415, body: { error: { message: PHOTO_TEXT.wrongType } } });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } }).gif().toBuffer();
    expect((await upload(user, gif, 'photo.jpg', 'image/jpeg')).body.error!.message).toBe(PHOTO_TEXT.wrongType);
    const tooBig = Buffer.concat([await png('#111111'), Buffer.alloc(PHOTO_LIMITS.maxBytes)]);
    expect(await upload(user, tooBig)).toMatchObject({ status: 413, body: { error: { message: PHOTO_TEXT.tooLarge } } });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('garbage that no decoder will read as a picture')]);
    expect(await upload(user, broken, 'photo.jpg')).toMatchObject({ status: 422, body: { error: { message: PHOTO_TEXT.unreadable } } });
    // A small file that unpacks to 64 megapixels: refused before it is decoded.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_LIMITS.maxBytes);
    expect(await upload(user, bomb)).toMatchObject({ status: 422, body: { error: { message: PHOTO_TEXT.tooManyPixels } } });
    expect((await page(user)).header.photoUrl).toBeNull();
    // The name and the declared type do not matter: PNG bytes called a .txt are a PNG.
    expect((await upload(user, await png('#123456'), 'notes.txt', 'text/plain')).status).toBe(200);
  }, 60_000);

  it('re-encodes to a square WebP without the metadata the camera wrote', async () => {
    const user = await createTestUser(db);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Artist', Copyright: 'Home address' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'W' } })
      .toBuffer();
    const sent = await sharp(jpeg).metadata();
    expect(sent.exif).toBeDefined();
    expect(jpeg.includes('Secret Artist')).toBe(true);

    const { status, body } = await upload(user, jpeg, 'me.jpg', 'image/jpeg');
    expect(status).toBe(200);
    const res = await fetchPhoto(body.photoUrl, user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const stored = await sharp(res.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: PHOTO_LIMITS.sizePx, height: PHOTO_LIMITS.sizePx });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(res.rawPayload.includes('Secret Artist')).toBe(false);
    expect((await page(user)).header.photoUrl).toBe(body.photoUrl);
  });

  it('serves each photo at its own address for a year, and a new photo at a new one', async () => {
    const user = await createTestUser(db);
    const other = await createTestUser(db);
    const first = (await upload(user, await png('#aa0000'))).body.photoUrl;
    expect(first).toMatch(new RegExp(`^/api/photos/${user.id}/[0-9a-f]{${PHOTO_LIMITS.hashChars}}\\.webp$`));
    const res = await fetchPhoto(first, other);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Visible photos appear on the public forum list, so visitors read them too.
    expect((await fetchPhoto(first)).statusCode).toBe(200);

    const second = (await upload(user, await png('#00aa00'))).body.photoUrl;
    expect(second).not.toBe(first);
    expect((await fetchPhoto(first, user)).statusCode).toBe(404);
    expect((await fetchPhoto(second, user)).statusCode).toBe(200);
    expect((await fetchPhoto(second.replace(/[0-9a-f]{4}\.webp$/, '0000.webp'), user)).statusCode).toBe(404);
    expect((await fetchPhoto(`/api/photos/${other.id}/${second.split('/').pop()}`, user)).statusCode).toBe(404);
    expect((await fetchPhoto(`/api/photos/not-a-user/x.webp`, user)).statusCode).toBe(404);

    expect((await mutate('profile.removePhoto', undefined, as(user))).error).toBeNull();
    expect((await fetchPhoto(second, user)).statusCode).toBe(404);
    expect((await page(user)).header.photoUrl).toBeNull();
  });

  it("hides a hidden profile's photo from everyone but its owner", async () => {
    const user = await createTestUser(db);
    const other = await createTestUser(db);
    const url = (await upload(user, await png('#0000aa'))).body.photoUrl;
    await privacy(user, { profileVisible: false });
    expect((await fetchPhoto(url, other)).statusCode).toBe(404);
    expect((await fetchPhoto(url)).statusCode).toBe(404);
    const own = await fetchPhoto(url, user);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('counts uploads per user', async () => {
    const user = await createTestUser(db);
    const rule = RATE_LIMITS.photoUploadsPerUser;
    await db.insert(rateLimits).values({ key: `${rule.name}:${sha256Hex(user.id).slice(0, 32)}`, windowStartedAt: new Date(), hits: rule.limit });
    const refused = await upload(user, await png('#333333'));
    expect(refused.status).toBe(429);
    expect(refused.body.error!.message).toBe(TOASTS.common.rateLimited.description);
  });
});

describe('forum authors', () => {
  it('carry a link and a photo while the profile is visible, the name alone once hidden', async () => {
    const author = await createTestUser(db);
    const reader = await createTestUser(db);
    const url = (await upload(author, await png('#445566'))).body.photoUrl;
    const { data: post } = await mutate<ForumPostCard>(
      'forum.create',
      { title: `Author links ${randomUUID().slice(0, 8)}`, content: 'A post long enough to pass the minimum length.', category: 'general' },
      as(author),
    );
    await mutate('forum.reply', { postId: post.id, content: 'A reply of my own' }, as(author));
    const seen = async (viewer: User) => ({
      post: (await query<ForumPostCard>('forum.post', { postId: post.id }, as(viewer))).data,
      listed: (await query<{ posts: ForumPostCard[] }>('forum.list', { q: post.title }, as(viewer))).data.posts[0]!,
      reply: (await query<{ replies: ForumReply[] }>('forum.replies', { postId: post.id }, as(viewer))).data.replies[0]!,
    });
    for (const item of Object.values(await seen(reader))) {
      expect(item).toMatchObject({ authorName: 'Test User', authorId: author.id, authorPhotoUrl: url });
    }
    await privacy(author, { profileVisible: false });
    for (const item of Object.values(await seen(reader))) {
      expect(item).toMatchObject({ authorName: 'Test User', authorId: null, authorPhotoUrl: null });
    }
    // The author still sees their own link and photo.
    expect((await seen(author)).post).toMatchObject({ authorId: author.id, authorPhotoUrl: url });
  });
});
