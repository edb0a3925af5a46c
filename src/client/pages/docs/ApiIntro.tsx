import { Anchor, Code, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { ACCOUNT_LIMITS, API_TOKEN_EXPIRY_DAYS, API_TOKEN_PREFIX } from '#shared/constants/account.ts';
import { DOCS_JSON_PATH } from '#shared/docs.ts';
import { link } from '#shared/routes.ts';
import { CodeBlock } from './CodeBlock.tsx';

const expiries = API_TOKEN_EXPIRY_DAYS.map((days) => (days === 365 ? '1 year' : `${days} days`)).join(', ');

const QUERY_EXAMPLE = `curl -G "$UPWARD_URL/trpc/jobs.search" \\
  --data-urlencode 'input={"json":{"q":"designer"}}'`;
const ANSWER_EXAMPLE = `{"result":{"data":{"json":{ … },"meta":{"values":{"jobs.0.postedDate":["Date"]}}}}}`;
const ERROR_EXAMPLE = `{"error":{"json":{"message":"…","code":-32001,"data":{"code":"UNAUTHORIZED","httpStatus":401,"path":"settings.get","title":"…","description":"…","fieldErrors":null}}}}`;

/** What the API is and how to call it: the hand-written part of the docs (decision 031). */
export function ApiIntro({ origin }: { origin: string }) {
  return (
    <Stack gap="lg">
      <section aria-labelledby="docs-overview">
        <Title order={2} id="docs-overview" mb="xs">
          Overview
        </Title>
        <Text>
          Everything the Upward web app does goes through one typed API: tRPC procedures under <Code>{origin}/trpc</Code>. This page is
          generated from the server's router, so it lists every procedure the server has, who may call it, and the shape of its input and
          answer as JSON Schema. Tools can read the same description at{' '}
          <Anchor href={DOCS_JSON_PATH}>
            <Code>{DOCS_JSON_PATH}</Code>
          </Anchor>
          .
        </Text>
      </section>

      <section aria-labelledby="docs-tokens">
        <Title order={2} id="docs-tokens" mb="xs">
          Authentication with API tokens
        </Title>
        <Text mb="xs">Public procedures need no credentials. For the others, create a personal API token:</Text>
        <List type="ordered" spacing={4} mb="xs">
          <List.Item>
            Sign in and open{' '}
            <Anchor component={Link} href={link('/settings?tab=account')}>
              Settings → Account
            </Anchor>
            , card <strong>API tokens</strong>.
          </List.Item>
          <List.Item>
            Enter a <strong>Token name</strong>, choose when it <strong>Expires after</strong> ({expiries}) and press <strong>Create Token</strong>.
          </List.Item>
          <List.Item>
            Copy the token (it starts with <Code>{API_TOKEN_PREFIX}</Code>): it is shown once and cannot be seen again. The card lists your
            tokens with when each was created, expires and was last used, and revokes any of them.
          </List.Item>
        </List>
        <Text mb="xs">
          Send it in the <Code>Authorization: Bearer {API_TOKEN_PREFIX}…</Code> header. A token acts as its user, with that user's plan and
          role. You may hold at most {ACCOUNT_LIMITS.apiTokensPerUser} tokens.
        </Text>
        <Text>
          Tokens cannot use the account's own credentials: procedures marked <strong>Account</strong> or <strong>Signed in</strong> (password,
          e-mail address, two-factor settings, sessions, API tokens, the data export, deleting the account) answer only a signed-in browser
          session and refuse a token with <Code>FORBIDDEN</Code>.
        </Text>
      </section>

      <section aria-labelledby="docs-wire">
        <Title order={2} id="docs-wire" mb="xs">
          Requests and answers
        </Title>
        <Text mb="xs">
          Inputs and answers are encoded with superjson: the plain JSON goes under <Code>json</Code>, and <Code>meta</Code> records the values
          JSON cannot carry, such as dates (sent as ISO strings and named in <Code>meta.values</Code> by their path). An input without such
          values needs no <Code>meta</Code>.
        </Text>
        <List spacing={4} mb="xs">
          <List.Item>
            Queries are <Code>GET {'/trpc/<procedure>'}</Code> with the input URL-encoded in <Code>?input=</Code>.
          </List.Item>
          <List.Item>
            Mutations are <Code>POST {'/trpc/<procedure>'}</Code> with the input as the JSON body and <Code>Content-Type: application/json</Code>
            . A query may also be POSTed that way: the web app does so for inputs too large for an address.
          </List.Item>
          <List.Item>
            Batching is optional: <Code>{'/trpc/a,b?batch=1'}</Code> sends several calls at once, keyed by position (the typed client's{' '}
            <Code>httpBatchLink</Code> does it for you), at most the number of calls the description's <Code>maxBatch</Code> gives.
          </List.Item>
        </List>
        <CodeBlock label="A query with curl" code={QUERY_EXAMPLE} />
        <Text my="xs">The answer, and an error (its HTTP status is the one in data.httpStatus):</Text>
        <CodeBlock label="An answer" code={ANSWER_EXAMPLE} />
        <CodeBlock label="An error" code={ERROR_EXAMPLE} />
        <Text mt="xs">
          Every procedure can also answer <Code>INTERNAL_SERVER_ERROR</Code> (500), and <Code>SERVICE_UNAVAILABLE</Code> (503, with a
          Retry-After header) while the database cannot be reached. The errors listed with each procedure are derived from its tier, its
          input and its rate limits. Beyond those, a procedure's own code may refuse with <Code>NOT_FOUND</Code>, <Code>CONFLICT</Code>,{' '}
          <Code>PRECONDITION_FAILED</Code>, <Code>BAD_REQUEST</Code> or <Code>FORBIDDEN</Code> where the data says so (a record that is not
          yours, a plan's limit reached); those are not listed per procedure, and the error's message says which it is.
        </Text>
      </section>
    </Stack>
  );
}
