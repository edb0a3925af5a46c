// Builds the client, starts the real server on a fresh embedded database with demo content, and
// checks that Debian's Chromium is there. Google and LinkedIn sign-in point at an OpenID provider on
// loopback, where any login name is a verified account. The tests get the server's URL.
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { oauthEnv, startOidcProvider } from './oidc-provider.ts';
import { buildClient } from '../../scripts/support/build-client.ts';
import { CHROMIUM_PATH } from '../../scripts/support/chromium.ts';
import { freePort, startServer } from '../../scripts/support/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data folder: mail lands in its outbox/. */
    dataDir: string;
    oidcIssuer: string;
    /** The port the server reads the job boards' APIs from: the job-sources test starts its loopback boards there. */
    jobBoardPort: number;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (.ci/run does).`);
  }
  await buildClient();

  // The provider must know the app's callback URL and the app the provider's issuer, but only the
  // server picks its own port: the provider's port is reserved first and taken once the app is up
  // (the app discovers the provider at the first sign-in, not at start-up).
  const oidcPort = await freePort();
  // The job boards likewise: the server is told where they will be; the test that needs them listens there.
  const jobBoardPort = await freePort();
  // Every browser context sends its own X-Forwarded-For (tests/support/browser.ts), so per-IP rate
  // limits see separate visitors, as they would in production behind a proxy.
  const server = await startServer({
    ...oauthEnv(`http://127.0.0.1:${oidcPort}`),
    GREENHOUSE_API_URL: `http://127.0.0.1:${jobBoardPort}`,
    LEVER_API_URL: `http://127.0.0.1:${jobBoardPort}`,
    ASHBY_API_URL: `http://127.0.0.1:${jobBoardPort}`,
    TRUST_PROXY: 'true',
    // The job capture test reads a job page it serves on loopback.
    JOB_FETCH_ALLOW_LOOPBACK: '1',
  });
  const oidc = await startOidcProvider(server.url, {
    port: oidcPort,
    accountFor: (login) => ({ email: `${login}@example.com`, email_verified: true, given_name: 'Olivia', family_name: 'Idp' }),
  }).catch(async (err: unknown) => {
    await server.stop();
    throw err;
  });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('oidcIssuer', oidc.issuer);
  project.provide('jobBoardPort', jobBoardPort);
  return async () => {
    await server.stop();
    await oidc.close();
  };
}
