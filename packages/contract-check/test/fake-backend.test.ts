import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBackend, Mailbox, verdictOf, type Report } from '../src/index.ts';
import { startFakeBackend } from './fake-backend.ts';

describe('the contract check against a deliberately wrong backend', () => {
  const mailbox = new Mailbox();
  let backend: Awaited<ReturnType<typeof startFakeBackend>>;
  let report: Report;

  beforeAll(async () => {
    await mailbox.listen(0);
    backend = await startFakeBackend();
    report = await checkBackend({
      baseUrl: backend.baseUrl,
      mailbox,
      maxWaitSeconds: 0,
      mailTimeoutMs: 300,
    });
  });
  afterAll(async () => {
    await backend?.close();
    await mailbox.close();
  });

  const deviations = (id: string) => report.results.get(id)?.deviations.join('\n') ?? '';

  it('fails', () => {
    expect(report.ok).toBe(false);
  });

  it.each([
    ['ping', /body at \/status: must be equal to one of the allowed values/],
    ['checkEmail', /status 400 is not in the contract/],
    ['register', /invalid fields: expected 422, got 201/],
    ['register', /no mail with an \/email-verify link reached the SMTP sink/],
    ['login', /must have required property 'access_token'/],
    ['login', /must NOT have additional properties \(token\)/],
    ['forgotPassword', /header Retry-After missing/],
    ['listEvents', /must have required property 'per_page'/],
    ['getEvent', /Content-Type is "text\/html", not application\/json/],
    ['(unknown route)', /expected 404 with a JSON \{"message"\}, got 404 text\/plain/],
  ])('reports %s: %s', (id, how) => {
    expect(verdictOf(report.entry(id)), report.format()).toBe('deviates');
    expect(deviations(id)).toMatch(how);
  });

  it('reports the operations it could not run, and why', () => {
    const verify = report.entry('verifyEmail');
    expect(verdictOf(verify)).toBe('could not run');
    expect(verify.unreachable.join('\n')).toMatch(/no verification link/);
    expect(report.format()).toMatch(
      /\? verifyEmail: could not run\n {4}\? journey: no verification link/,
    );
  });

  it('does not call an operation conforming when only its checks without a token ran', () => {
    // The 401 checks of the booking ran and conformed; the booking itself never did (the login
    // gave no token): that was a ✔ once.
    // So did those of the cart's merge, the payment and the carrier's page (a Prism mock's run).
    const refusedOnly = ['createBooking', 'listMyBookings', 'cancelBooking', 'mergeCart'];
    refusedOnly.push('startOrderPayment', 'listCarrierOrders', 'updateShipment');
    for (const id of refusedOnly) {
      const booking = report.entry(id);
      expect(booking.passed, id).toEqual([id === 'mergeCart' ? 'no credentials' : 'no token']);
      expect(verdictOf(booking), id).toBe('could not run');
      // The carrier's page says too that no carrier account was given.
      expect(booking.unreachable[0]).toBe('journey: no token (login failed)');
    }
    expect(report.format()).toMatch(
      /\? \d+ operations could not run: journey: no token \(login failed\)\n {4}.*createBooking \(1 ran and conformed\)/,
    );
    expect(report.format()).not.toContain('no step of the check sends this operation');
    for (const result of report.results.values())
      if (verdictOf(result) === 'conforms') expect(result.unreachable, result.id).toEqual([]);
  });

  it('does not pass "already verified" for an account it could not verify', () => {
    // The resend answered 200 both times; without a verification mail the second proves nothing.
    const resend = report.entry('resendVerificationEmail');
    expect(resend.passed).toEqual(['unverified account']);
    expect(resend.unreachable).toEqual(['already verified: no verification link']);
    expect(verdictOf(resend)).toBe('could not run');
  });

  it('exits 1 from the command line and prints the report', async () => {
    const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    const result = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      execFile(
        process.execPath,
        [
          '--import',
          'tsx',
          cli,
          '--base-url',
          backend.baseUrl,
          '--smtp-port',
          '0',
          '--mail-wait',
          '0.3',
          '--max-wait',
          '0',
        ],
        (error, stdout) => resolve({ code: error ? Number(error.code) : 0, stdout }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/SMTP_URL=smtp:\/\/127\.0\.0\.1:\d+/);
    expect(result.stdout).toMatch(/✘ ping: deviates/);
    expect(result.stdout).toMatch(/\d+ conform, \d+ deviate, \d+ could not run/);
  });
});
