// Mail through a real SMTP server on loopback (smtp-server), as production sends it.
import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { trpcCall } from '../support/trpc-http.ts';
import { readOutbox } from '../support/outbox.ts';
import { startSmtpServer } from '../support/smtp-server.ts';

const smtp = await startSmtpServer();
const { received } = smtp;

const database = await useTestDatabase();
const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Upward <hello@upward.test>' });
const { app } = await useTestApp(database, { config });

describe('SMTP', () => {
  it('delivers the verification e-mail to the SMTP server, not the outbox', async () => {
    const email = `smtp-${Date.now()}@example.com`;
    const password = 'saffron-bicycle-engine-9';
    const res = await trpcCall(app, 'mutation', 'auth.signUp', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      password,
      confirmPassword: password,
      userType: 'job-seeker',
    });
    expect(res.status).toBe(200);
    await app.platform.tasks.idle();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('hello@upward.test');
    expect(received[0]!.to).toEqual([email]);
    expect(received[0]!.raw).toContain('Subject: Confirm your Upward account');
    expect(received[0]!.raw).toContain(`${config.publicUrl}/auth/callback?type=3Demail&token=3D`);
    expect(await readOutbox(config.dataDir)).toHaveLength(0);
  });
});
