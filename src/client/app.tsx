import { MantineProvider, createTheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError, httpBatchLink } from '@trpc/client';
import { useState } from 'react';
import superjson from 'superjson';
import { TRPC_MAX_BATCH } from '#shared/constants/common.ts';
import { AppRoutes } from './routes.tsx';
import { trpc } from './trpc.ts';

const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});

/** A 4xx answer will not change on retry; only network faults and 5xx are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus ?? 0;
    if (status >= 400 && status < 500) return false;
  }
  return failureCount < 2;
}

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false } } }),
  );
  const [trpcClient] = useState(() =>
    // The server refuses a batch above TRPC_MAX_BATCH calls; the link splits before it gets there.
    trpc.createClient({ links: [httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: TRPC_MAX_BATCH })] }),
  );
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Notifications position="top-right" />
          <AppRoutes />
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
