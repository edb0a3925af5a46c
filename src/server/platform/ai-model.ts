// The optional remote model: an OpenAI-compatible chat completions endpoint (AI_BASE_URL) asked for
// one JSON object. Its answer is checked against the caller's schema; anything else (an error, a
// timeout, malformed JSON) is one warning and null, so the caller's local result stands. Answers are
// cached by question, so asking the same thing twice costs one call. Features decide what the
// model may change; here it only answers.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';

export type AiConfig = NonNullable<Config['ai']>;

/** Answers kept, newest used last. */
const CACHE_ENTRIES = 200;

const completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });

const cache = new Map<string, unknown>();

function remember(key: string, value: unknown) {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
}

/** One short line: a schema failure's first issue, a timeout, or the first line of anything else. */
function reasonOf(err: unknown): string {
  if (err instanceof z.ZodError) return `malformed answer: ${err.issues[0]?.path.join('.') ?? ''} ${err.issues[0]?.message ?? ''}`.trim();
  if (err instanceof Error && err.name === 'TimeoutError') return 'timed out';
  return err instanceof Error ? `${err.name}: ${err.message.split('\n')[0]!.slice(0, 200)}` : 'unknown error';
}

export interface ModelQuestion<T> {
  /** The system message: what to answer and the JSON shape. */
  instructions: string;
  /** The user message. */
  input: string;
  answer: z.ZodType<T>;
  /** What the warning says stands instead ("the local suggestions answer"). */
  fallback: string;
}

/**
 * The model's answer to the question, from the cache when asked before; null when it could not give
 * a valid one in time (logged as a warning, never with the question's content).
 */
export async function askModel<T>(ai: AiConfig, log: Pick<FastifyBaseLogger, 'warn'>, question: ModelQuestion<T>): Promise<T | null> {
  const key = createHash('sha256').update(`${ai.baseUrl}\n${ai.model}\n${question.instructions}\n${question.input}`).digest('hex');
  if (cache.has(key)) {
    const value = cache.get(key) as T;
    remember(key, value);
    return value;
  }
  try {
    const res = await fetch(`${ai.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}) },
      body: JSON.stringify({
        model: ai.model,
        response_format: { type: 'json_object' },
        temperature: 0.2,
        messages: [
          { role: 'system', content: question.instructions },
          { role: 'user', content: question.input },
        ],
      }),
      signal: AbortSignal.timeout(ai.timeoutMs),
    });
    if (!res.ok) throw new Error(`the model answered ${res.status}`);
    const message = completion.parse(await res.json()).choices[0]!.message.content;
    const answer = question.answer.parse(JSON.parse(message));
    remember(key, answer);
    return answer;
  } catch (err) {
    log.warn({ reason: reasonOf(err), model: ai.model }, `remote model unavailable; ${question.fallback}`);
    return null;
  }
}
