import { describe, expect, it } from 'vitest';
import { findRoute, link, matchPattern, REDIRECTS, ROUTES } from '#shared/routes.ts';

describe('route table', () => {
  it('knows every route of the spec', () => {
    for (const path of ['/', '/auth', '/jobs', '/community/post/abc', '/news/123', '/dashboard/provider', '/admin']) {
      expect(findRoute(path), path).not.toBeNull();
    }
  });

  it('marks the spec protected routes', () => {
    expect(ROUTES['/community/post/:postId'].protected).toBe(true);
    expect(ROUTES['/features/matching'].protected).toBe(true);
    expect(ROUTES['/solutions'].protected).toBe(false);
    expect(ROUTES['/news/:articleId'].protected).toBe(false);
  });

  it('ignores query, hash and a trailing slash, and rejects unknown paths', () => {
    expect(findRoute('/jobs?q=engineer#top')).toBe('/jobs');
    expect(findRoute('/jobs/')).toBe('/jobs');
    expect(findRoute('/jobs/123')).toBe('/jobs/:jobId');
    expect(findRoute('/jobs/123/apply')).toBeNull();
    expect(findRoute('/no-such-page')).toBeNull();
    expect(findRoute('/news/%E0%A4%A')).toBeNull();
  });

  it('extracts parameters', () => {
    expect(matchPattern('/news/:articleId', '/news/a%20b')).toEqual({ articleId: 'a b' });
  });

  it('sends employers, partners and providers to the waitlist', () => {
    expect(REDIRECTS).toEqual({ '/employers': '/waitlist', '/partners': '/waitlist', '/providers': '/waitlist' });
  });

  it('types a link by the table: a path it does not serve does not compile', () => {
    const id = '123';
    for (const path of [link('/'), link(`/jobs/${id}`), link('/jobs?alerts=1'), link(`/help/${id}/${id}`), link('/settings?tab=billing#top')]) {
      expect(findRoute(path), path).not.toBeNull();
    }
    // @ts-expect-error no such route
    link('/job');
    // @ts-expect-error a parameter the pattern does not have
    link(`/dashboard/${id}`);
    // @ts-expect-error the API is not a route
    link('/api/data-export');
  });
});
