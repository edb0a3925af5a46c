import { type createTRPCQueryUtils, createTRPCReact, type inferReactQueryProcedureOptions } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
// The client knows the server only by this type: a renamed field breaks the build, not production.
import type { AppRouter } from '../server/router.ts';

export const trpc = createTRPCReact<AppRouter>();
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type ReactQueryOptions = inferReactQueryProcedureOptions<AppRouter>;
/** The query cache's helpers outside React: the first screen's data is prefetched through them. */
export type QueryUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
