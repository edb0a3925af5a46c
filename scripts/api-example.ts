// A typed script calling Upward with a personal API token (README, "From scripts"):
//   UPWARD_URL    the server's address (default http://localhost:3000)
//   UPWARD_TOKEN  a personal API token (Settings → Account → API tokens)
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { TRPC_MAX_BATCH } from '#shared/constants.ts';
import type { AppRouter } from '../src/server/router.ts';

const url = `${process.env.UPWARD_URL ?? 'http://localhost:3000'}/trpc`;
const headers = { authorization: `Bearer ${process.env.UPWARD_TOKEN}` };
const api = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url, transformer: superjson, headers, maxItems: TRPC_MAX_BATCH })] });
const { user } = await api.auth.session.query();
console.log(user ? `Signed in as ${user.firstName} ${user.lastName} <${user.email}>` : 'The token was refused');
