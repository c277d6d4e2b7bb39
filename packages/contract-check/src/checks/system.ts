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
