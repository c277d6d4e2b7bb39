import type { Body } from '../http.ts';
import type { CheckContext } from './shared.ts';

/**
 * The system operations and the conventions every route keeps: ping, the health checks, an
 * unknown route's 404.
 */
export async function systemChecks(ctx: CheckContext, unique: string): Promise<void> {
  const { client, report } = ctx;
  const c = client.call.bind(client);
  await c('ping', 'health check', {}, { status: 200 });
  await c('checkLiveness', 'liveness', {}, { status: 200 });
  await c('checkReadiness', 'readiness (the database answers)', {}, { status: 200 });
  const unknown = await client.fetch(client.url(`/no-such-route-${unique}`));
  if (typeof unknown === 'string') report.unreachable('(unknown route)', 'GET', unknown);
  else {
    report.entry('(unknown route)').answered++;
    const body = (await unknown.json().catch(() => null)) as Body | null;
    if (unknown.status !== 404 || typeof body?.message !== 'string')
      report.deviate(
        '(unknown route)',
        'GET of a path outside the contract',
        `expected 404 with a JSON {"message"}, got ${unknown.status} ${unknown.headers.get('content-type') ?? ''}`,
      );
    else report.pass('(unknown route)', 'GET of a path outside the contract: 404 {message}');
  }
}

/**
 * Before any check: does the base URL answer, and is it the API root? A root without `/api`
 * (where the API under it answers) or no answer at all stops the run with one reason for every
 * operation, and a hint, instead of a 404 per check. Returns whether to go on.
 */
export async function preflight(ctx: CheckContext): Promise<boolean> {
  const { client, report } = ctx;
  const base = client.url('').href.replace(/\/+$/, '');
  const stop = (why: string) => {
    for (const id of report.results.keys()) report.unreachable(id, 'every check', why);
    return false;
  };
  const ping = await client.fetch(client.url('/ping'));
  if (typeof ping === 'string') return stop(`${base} gave ${ping}`);
  if (ping.status !== 404) return true;
  if (!/\/api$/.test(base)) {
    const api = await client.fetch(new URL(`${base}/api/ping`));
    const body =
      typeof api === 'string' ? null : ((await api.json().catch(() => null)) as Body | null);
    if (typeof api !== 'string' && api.status === 200 && body?.status === 'ok') {
      report.hint(
        `--base-url ${base} is not the API root: GET ${base}/ping answers 404, ${base}/api/ping ` +
          `answers as the contract says. Run again with --base-url ${base}/api`,
      );
      return stop('the base URL is not the API root (see the hint at the top)');
    }
  }
  report.hint(
    `GET ${base}/ping answers 404: is ${base} the API root (the reference server's is ` +
      `<origin>/api)? Every operation below may deviate for that reason alone.`,
  );
  return true;
}
