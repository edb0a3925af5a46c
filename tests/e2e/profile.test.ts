// The profile page and public card in Chromium: a member uploads a photo and sees it on /profile
// and on a forum post they wrote; another member opens their card from the post's author name;
// once the owner hides the profile in Settings > Privacy, the card is "not found" to the other
// member and the forum name is plain text without the photo. The page is checked at phone width.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '#shared/toasts.ts';
import { useBrowser, type TrackedPage } from '../support/browser.ts';
import { createAccount, mutate, PASSWORD, signIn, uniqueEmail } from '../support/journeys.ts';
import { dismissToasts, toast } from '../support/toasts.ts';

const { newPage, screenshot } = useBrowser();

async function member(label: string) {
  const email = uniqueEmail(label);
  // An employer skips the job seeker's onboarding wizard.
  const page = await createAccount(await newPage(), email, 'Employer');
  await signIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/auth');
  return page;
}

const loadedPhotos = (page: TrackedPage, scope = page.locator('body')) =>
  scope.locator('img[src^="/api/photos/"]').evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length);

describe('profile in Chromium', () => {
  it('shows an uploaded photo on the profile and the forum, and hides the card with the profile', { timeout: 180_000 }, async () => {
    const owner = await member('profile-owner');
    await owner.goto('/profile');
    await expect.poll(() => owner.getByRole('heading', { name: 'My Profile' }).isVisible()).toBe(true);
    await expect.poll(() => owner.getByTestId('profile-name').textContent()).toBe('Ada Lovelace');
    expect(await owner.getByRole('button', { name: 'Export Resume' }).isDisabled()).toBe(true);
    expect(await owner.getByRole('link', { name: 'Build one in the resume builder' }).first().isVisible()).toBe(true);
    expect(await owner.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/settings?tab=profile');

    // A photo with the camera's details in it: the page shows what the server stored.
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2b6cb0' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Ada at home' } })
      .toBuffer();
    await owner.locator('input[type="file"]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => owner.getByRole('img', { name: 'Preview of the chosen photo' }).isVisible()).toBe(true);
    await owner.getByRole('button', { name: 'Save Photo' }).click();
    await expect.poll(() => toast(owner, TOASTS.profile.photoUpdated.title).isVisible()).toBe(true);
    await expect.poll(() => loadedPhotos(owner)).toBeGreaterThan(0);
    await dismissToasts(owner);
    await screenshot(owner, 'profile-page');
    await owner.setViewportSize({ width: 390, height: 844 });
    await screenshot(owner, 'profile-page-mobile');
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await owner.setViewportSize({ width: 1280, height: 900 });

    const post = await mutate<{ id: string }>(owner, 'forum.create', {
      title: 'What I learned from twenty informational interviews',
      content: 'Ask about the work, not the job: people open up about what their days are like.',
      category: 'networking',
    });
    await owner.goto(`/community/post/${post.id}`);
    const byline = owner.getByRole('article').first();
    await expect.poll(() => loadedPhotos(owner, byline)).toBe(1);

    // Another member reaches the card from the author's name.
    const other = await member('profile-other');
    await other.goto(`/community/post/${post.id}`);
    const authorLink = other.getByRole('link', { name: 'Ada Lovelace' }).first();
    await expect.poll(() => authorLink.isVisible()).toBe(true);
    await authorLink.click();
    await other.waitForURL((url) => url.pathname.startsWith('/members/'));
    const card = other.getByTestId('member-card');
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByRole('heading', { name: 'Ada Lovelace' }).isVisible()).toBe(true);
    await expect.poll(() => loadedPhotos(other, card)).toBe(1);
    await screenshot(other, 'member-card');
    const cardPath = new URL(other.url()).pathname;

    // The owner hides the profile.
    await owner.goto('/settings?tab=privacy');
    const visible = owner.getByRole('form', { name: 'Privacy' }).getByRole('switch', { name: 'Profile visible' });
    await expect.poll(() => visible.isChecked()).toBe(true);
    await visible.click({ force: true });
    await owner.getByRole('form', { name: 'Privacy' }).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(owner, TOASTS.settings.privacySaved.title).isVisible()).toBe(true);

    await other.goto(cardPath);
    await expect.poll(() => other.getByRole('heading', { name: TOASTS.profile.memberNotFound.title }).isVisible()).toBe(true);
    expect(await other.getByTestId('member-card').count()).toBe(0);
    await other.goto(`/community/post/${post.id}`);
    await expect.poll(() => other.getByTestId('post-author').first().textContent()).toBe('Ada Lovelace');
    expect(await other.getByRole('link', { name: 'Ada Lovelace' }).count()).toBe(0);
    expect(await other.locator('img[src^="/api/photos/"]').count()).toBe(0);
    await screenshot(other, 'forum-hidden-author');
    // The hidden card's 404 is the only failure the other member's console saw.
    expect(other.consoleErrors.filter((e) => !/status of 404/.test(e) && !/Failed to load/.test(e))).toEqual([]);
  });
});
