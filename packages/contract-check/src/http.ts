import type { Contract } from './contract.ts';
import type { Report } from './report.ts';
import { validationMessageProblems } from './validation.ts';

/** The app's time-out (openapi.yaml Conventions): an answer later than this is a deviation. */
const TIMEOUT_MS = 10_000;

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (a factory: a retry needs a fresh one). */
  form?: () => FormData;
  /** Any other body, sent as is. */
  raw?: { type: string; body: string };
  token?: string;
  /** Other request headers (the chat's `X-Chat-Visitor`). */
  headers?: Record<string, string>;
}

/** What a passed check returns: the parsed body, for the next steps of a journey. */
export type Body = Record<string, unknown>;

export interface Expectation {
  /** The status expected, or the statuses the contract leaves open (403 or 404). */
  status: number | readonly number[];
  /** Further problems with a body that has the right status and shape (empty: none). */
  check?: (body: Body) => string[];
  /** Sees the answer's headers when its status is the expected one (a 303's Location). */
  headers?: (headers: Headers) => void;
}

export interface ClientOptions {
  baseUrl: string;
  contract: Contract;
  report: Report;
  /** Longest Retry-After the check waits out (then retries once); longer ones skip the check. */
  maxWaitSeconds: number;
  log?: (line: string) => void;
}

/** Why fetch failed: undici puts the socket error (ECONNREFUSED, ENOTFOUND, …) in `cause`. */
function reason(error: unknown): string {
  const { message, cause } = error as Error & { cause?: { code?: string; message?: string } };
  return cause?.code ?? cause?.message ?? message;
}

const asBody = (json: unknown): Body =>
  json && typeof json === 'object' && !Array.isArray(json) ? (json as Body) : {};

/** Sends the contract's operations and records each answer in the report. */
export class Client {
  constructor(private readonly options: ClientOptions) {}

  url(path: string, query: CallInput['query'] = {}): URL {
    const url = new URL(this.options.baseUrl.replace(/\/+$/, '') + path);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    return url;
  }

  private async send(method: string, url: URL, input: CallInput): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...input.headers };
    if (input.token !== undefined) headers.Authorization = `Bearer ${input.token}`;
    let body: string | FormData | undefined;
    if (input.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input.json);
    } else if (input.form) {
      body = input.form();
    } else if (input.raw) {
      headers['Content-Type'] = input.raw.type;
      body = input.raw.body;
    }
    // A redirect is an answer to check (the sandbox's 303), not to follow.
    return fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  /** The path and query of `operationId` with `input`'s parameters. */
  private target(operationId: string, input: CallInput): { method: string; url: URL } {
    const operation = this.options.contract.operation(operationId);
    let path = operation.path;
    for (const [name, value] of Object.entries(input.params ?? {}))
      path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    return { method: operation.method, url: this.url(path, input.query) };
  }

  /**
   * Sends `operationId` once and checks the answer against the contract only (status documented,
   * shape, headers, the 422 `message` line): problems go to the report as deviations. Returns
   * the status, headers and body of an answer without problems, else null. No 429 is waited out:
   * for checks that count on one (a rate limit exists).
   */
  async answer(
    operationId: string,
    check: string,
    input: CallInput,
  ): Promise<{ status: number; headers: Headers; body: Body } | null> {
    const { contract, report } = this.options;
    const { method, url } = this.target(operationId, input);
    let response: Response;
    let text: string;
    try {
      response = await this.send(method, url, input);
      text = await response.text();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      const why = timedOut ? `no answer within ${TIMEOUT_MS} ms` : `no answer (${reason(error)})`;
      if (timedOut) report.deviate(operationId, check, why);
      else report.unreachable(operationId, check, why);
      return null;
    }
    report.entry(operationId).answered++;
    this.options.log?.(`${method} ${url.pathname}${url.search} → ${response.status}`);
    const { problems, json } = contract.problems(
      operationId,
      response.status,
      response.headers,
      text,
    );
    const body = asBody(json);
    if (problems.length === 0 && response.status === 422)
      problems.push(...validationMessageProblems(body, contract.andMore()));
    for (const problem of problems) report.deviate(operationId, check, problem);
    if (problems.length > 0) return null;
    return { status: response.status, headers: response.headers, body };
  }

  /**
   * Calls `operationId` and checks the answer against the contract and `expected`. Returns the
   * body when every check passed, else null (the deviation or the reason is in the report).
   */
  async call(
    operationId: string,
    check: string,
    input: CallInput,
    expected: Expectation,
  ): Promise<Body | null> {
    const { report } = this.options;
    const statuses: readonly number[] =
      typeof expected.status === 'number' ? [expected.status] : expected.status;
    for (let attempt = 0; ; attempt++) {
      const answer = await this.answer(operationId, check, input);
      if (!answer) return null;
      const { status, headers, body } = answer;
      if (status === 429 && !statuses.includes(429)) {
        const wait = Number(headers.get('retry-after'));
        if (attempt === 0 && wait <= this.options.maxWaitSeconds) {
          this.options.log?.(`  rate-limited: waiting ${wait} s as Retry-After asks`);
          await new Promise((resolve) => setTimeout(resolve, wait * 1000));
          continue;
        }
        // A documented 429 conforms; the backend just would not let this check go further.
        report.limited(operationId, check, wait);
        return null;
      }
      if (!statuses.includes(status)) {
        const message = typeof body.message === 'string' ? ` "${body.message}"` : '';
        report.deviate(
          operationId,
          check,
          `expected ${statuses.join(' or ')}, got ${status}${message}`,
        );
        return null;
      }
      const more = expected.check?.(body) ?? [];
      for (const problem of more) report.deviate(operationId, check, problem);
      if (more.length > 0) return null;
      expected.headers?.(headers);
      report.pass(operationId, check);
      return body;
    }
  }

  /** A request outside the operations (an unknown route, an image under /storage). */
  async fetch(url: URL, init: RequestInit = {}): Promise<Response | string> {
    try {
      return await fetch(url, {
        ...init,
        headers: { Accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return `no answer (${reason(error)})`;
    }
  }
}
