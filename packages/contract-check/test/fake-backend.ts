import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const user = {
  id: 1,
  name: 'Fake',
  email: 'fake@example.com',
  email_verified_at: null,
  created_at: '2024-05-01T07:58:12.000000Z',
  updated_at: '2024-05-01T07:58:12.000000Z',
};

function send(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * A deliberately wrong backend: each route below breaks the contract in one known way, so a test
 * can show that the check reports each deviation. It sends no mail at all.
 */
function handle(req: IncomingMessage, res: ServerResponse) {
  const route = `${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`;
  switch (route) {
    case 'GET /api/ping': // status must be "ok"
      return send(res, 200, { status: 'up', message: 'pong' });
    case 'POST /api/check-email': // 400 is never an answer of the contract
      return send(res, 400, { message: 'bad' });
    case 'POST /api/register': // accepts anything, and sends no verification mail
      return send(res, 201, { message: '註冊成功' });
    case 'POST /api/login': // `token` instead of `access_token`
      return send(res, 200, { token: '1|abc', user });
    case 'POST /api/forgot-password': // 429 without Retry-After
      return send(res, 429, { message: '嘗試次數過多，請稍後再試' });
    case 'GET /api/events': // meta without per_page
      return send(res, 200, {
        data: [],
        meta: { current_page: 1, last_page: 1, total: 0, from: null, to: null },
      });
    case 'GET /api/bookings': // the booking refuses no token as it should; no login gives one
    case 'POST /api/bookings':
    case 'POST /api/cart/merge': // so do the cart's merge, the payment and the carrier's page
    case 'GET /api/carrier/orders':
      return send(res, 401, { message: 'Unauthenticated.' });
    case 'POST /api/resend-verification-email': // says it sent a mail, and sends none
      return send(res, 200, { message: '驗證信已寄出，請至 Email 收信' });
    default:
      if (
        /^(DELETE \/api\/bookings\/|POST \/api\/(orders\/\d+\/payment|carrier\/orders\/))/.test(
          route,
        )
      )
        return send(res, 401, { message: 'Unauthenticated.' });
      if (route.startsWith('GET /api/events/')) {
        res.writeHead(200, { 'Content-Type': 'text/html' }); // not JSON
        return res.end('<p>event</p>');
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' }); // 404 without a JSON message
      return res.end('nope');
  }
}

/** Starts the fake backend on a free port of 127.0.0.1; resolves with its API root and a stop. */
export async function startFakeBackend(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => handle(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
