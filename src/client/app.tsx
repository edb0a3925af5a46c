import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError, httpBatchLink, splitLink } from '@trpc/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import superjson from 'superjson';
import { POSTED_QUERIES, TRPC_MAX_BATCH } from '#shared/constants.ts';
import { Toasts } from './components/Toasts.tsx';
import { AppRoutes } from './routes.tsx';
import { trpc, type QueryUtils } from './trpc.ts';

const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Shade 6, Mantine's default, gives white text 4.3:1 and links on white the same; shade 7 passes
  // WCAG AA's 4.5:1 (buttons, links, filled badges).
  primaryShade: { light: 7, dark: 8 },
  // Filled yellow and the other light colours take dark text, which white on them is not readable.
  autoContrast: true,
  components: {
    // A toast's description under its title is gray 6 (3.3:1 on white); the dimmed text is AA.
    // Named here rather than through Notification.extend, which would pull the toast into the entry.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

/**
 * Text colours darkened just enough for WCAG AA (4.5:1), which Mantine's light theme misses: dimmed
 * text (gray 6 is 3.3:1 on white), filled red, and the text of light badges, alerts and buttons in the colours
 * whose shade 9 on shade 1 falls short (yellow is 2.7:1). Each is that colour's shade 9 darkened to
 * about 4.6:1 on its shade 1, so it keeps its hue.
 */
const contrastFixes: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#666d75',
    // Filled red (delete buttons, danger headings) is shade 7 with the theme's shade, 3.8:1.
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a82424',
    '--mantine-color-red-light-color': '#bf2828',
    '--mantine-color-teal-light-color': '#087956',
    '--mantine-color-green-light-color': '#257535',
    '--mantine-color-lime-light-color': '#4a760a',
    '--mantine-color-yellow-light-color': '#a15300',
    '--mantine-color-orange-light-color': '#b83d0d',
  },
  dark: {},
});

/** A 4xx answer will not change on retry; only network faults and 5xx are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus ?? 0;
    if (status >= 400 && status < 500) return false;
  }
  return failureCount < 2;
}

// One client pair for the page's life, made before React renders so the first screen's data can be
// asked for while its code still loads (routes.tsx, preloadScreen).
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false } } });
const trpcClient = trpc.createClient({
  links: [
    // The server refuses a batch above TRPC_MAX_BATCH calls; the link splits before it gets there.
    // A query whose input can outgrow an address (Node refuses a request line over 16 KB) goes as a POST.
    splitLink({
      condition: (op) => POSTED_QUERIES.has(op.path),
      true: httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: TRPC_MAX_BATCH, methodOverride: 'POST' }),
      false: httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: TRPC_MAX_BATCH }),
    }),
  ],
});
export const queryUtils: QueryUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });

export function App() {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={contrastFixes}>
          <Toasts />
          <AppRoutes />
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
