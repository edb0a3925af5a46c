// The push service worker: shows what the server pushes ({ title, body, url }, see
// src/server/features/push/service.ts) and opens its link when the notification is clicked.
// Served at /sw.js, revalidated on every check (no-cache), scope "/".

self.addEventListener('push', (event) => {
  let notice = { title: 'Upward', body: '', url: '/' };
  try {
    notice = { ...notice, ...event.data.json() };
  } catch {
    // A push without a readable payload still shows the site's name rather than nothing.
  }
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/favicon.svg',
      data: { url: notice.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only links into this site: the server sends paths, and anything else opens the home page.
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url) ?? windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((client) => (client ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
