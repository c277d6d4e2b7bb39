import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@folio/api';
import { CHECKOUT_MESSAGES as M } from '@folio/rules';
import { SandboxGatewayView } from '@folio/ui';
import { useCompleteSandboxPayment, useSandboxPayment } from './hooks';

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * Where to send the browser back: the session's `return_url`, but on this page's own origin when
 * both are loopback names of one port (a server on loopback without APP_URL answers them all and
 * names `localhost`; a browser keeps the member's session per name, as the sign-in's callback
 * does, docs/adr/0033-sign-in-with-an-identity-provider.md).
 */
function backTo(returnUrl: string, here: Location = window.location): string {
  const back = new URL(returnUrl, here.href);
  const sameMachine =
    LOOPBACK.test(back.hostname) && LOOPBACK.test(here.hostname) && back.port === here.port;
  return sameMachine ? `${here.origin}${back.pathname}${back.search}` : back.href;
}

/**
 * /shopping/changeweb?session= (docs/requirements.md §2 "Payment page"): the reference server's
 * sandbox gateway (docs/adr/appendices/0031-orders-and-gateways.md), a bare page without the
 * shop's bar (routes.ts `bare`). After 付款成功, 付款失敗 or 取消付款 the browser goes to the
 * session's `return_url`, the shop's result screen, as it would from a real gateway's site.
 */
export default function ChangewebPage() {
  const [params] = useSearchParams();
  const token = params.get('session') ?? '';
  const valid = /^[A-Za-z0-9_-]{1,64}$/.test(token);
  const { data, error, mutate } = useSandboxPayment(valid ? token : null);
  const complete = useCompleteSandboxPayment();
  const failure = !valid
    ? M.sandboxSessionNotFound
    : error
      ? errorMessage(error, M.gatewayUnavailable)
      : undefined;
  return (
    <SandboxGatewayView
      session={data?.data}
      loading={!data && !failure}
      errorMessage={failure}
      onRetry={failure && failure !== M.sandboxSessionNotFound ? () => void mutate() : undefined}
      onOutcome={async (outcome) => {
        const result = await complete(token, outcome);
        if (!result.ok) {
          await mutate();
          return result.message ?? M.gatewayUnavailable;
        }
        window.location.assign(backTo(result.data.data.return_url));
        return undefined;
      }}
    />
  );
}
