import { FORM_ERROR } from 'final-form';
import { messages, passwordExamples, passwordProblemMessages } from '@folio/rules';
import { describe, expect, it } from 'vitest';
import { validationMessages as m } from './messages';
import {
  validateChangePassword,
  validateEvent,
  validateForgotPassword,
  validateLogin,
  validateLoginEnglish,
  validateRegister,
  validateResendVerification,
  validateResetPassword,
} from './schemas';

const strong = 'Secret!23';
const png = new File(['x'], 'photo.png', { type: 'image/png' });
const txt = new File(['x'], 'notes.txt', { type: 'text/plain' });

/** Each row: the form's validator, valid values, the field to change, its value, the message. */
type Row = [form: string, field: string, value: unknown, message: string];

const valid = {
  login: { email: 'amy@example.com', password: 'x', remember: false },
  register: {
    name: '王小明',
    email: 'amy@example.com',
    password: strong,
    password_confirmation: strong,
  },
  resend: { email: 'amy@example.com', password: 'x' },
  forgot: { email: 'amy@example.com' },
  reset: { password: strong, password_confirmation: strong },
  change: { password: 'old', new_password: strong, new_password_confirmation: strong },
  event: {
    name: '讀書會',
    description: '每月一次',
    start_time: '2025-03-01 19:00:00',
    end_time: '2025-03-01 21:00:00',
    price: '',
    image: null,
  },
};

const validators: Record<keyof typeof valid, (values: never) => Record<string, unknown>> = {
  login: validateLogin,
  register: validateRegister,
  resend: validateResendVerification,
  forgot: validateForgotPassword,
  reset: validateResetPassword,
  change: validateChangePassword,
  event: validateEvent,
};

const table: Row[] = [
  ['login', 'email', '', m.login.emailRequired],
  ['login', 'email', 'amy', m.login.emailFormat],
  ['login', 'password', '', m.login.passwordRequired],
  ['register', 'name', '', m.register.nameRequired],
  ['register', 'name', '王', m.register.nameMinLength],
  ['register', 'email', '', m.register.emailRequired],
  ['register', 'email', 'amy@', m.register.emailFormat],
  ['register', 'password', '', m.register.passwordRequired],
  ['register', 'password', 'Sec!23', m.register.passwordMinLength],
  ['register', 'password', 'SECRET!23', m.register.passwordLowercase],
  ['register', 'password', 'secret!23', m.register.passwordUppercase],
  ['register', 'password', 'Secret123', m.register.passwordSymbol],
  ['register', 'password_confirmation', 'Secret!24', m.register.confirmationMismatch],
  ['register', 'password_confirmation', '', m.register.confirmationMismatch],
  ['resend', 'email', '', m.resendVerification.emailRequired],
  ['resend', 'email', 'amy.example.com', m.resendVerification.emailFormat],
  ['resend', 'password', '', m.resendVerification.passwordRequired],
  ['forgot', 'email', '', m.forgotPassword.emailRequired],
  ['forgot', 'email', 'amy@example', m.forgotPassword.emailFormat],
  ['reset', 'password', '', m.resetPassword.newPasswordRequired],
  ['reset', 'password', 'Sec!23', m.resetPassword.passwordMinLength],
  ['reset', 'password', 'SECRET!23', m.resetPassword.passwordLowercase],
  ['reset', 'password', 'secret!23', m.resetPassword.passwordUppercase],
  ['reset', 'password', 'Secret123', m.resetPassword.passwordSymbol],
  ['reset', 'password_confirmation', 'nope', m.resetPassword.confirmationMismatch],
  ['change', 'password', '', m.changePassword.oldPasswordRequired],
  ['change', 'new_password', '', m.changePassword.newPasswordRequired],
  ['change', 'new_password', 'Sec!23', m.changePassword.passwordMinLength],
  ['change', 'new_password', 'SECRET!23', m.changePassword.passwordLowercase],
  ['change', 'new_password', 'secret!23', m.changePassword.passwordUppercase],
  ['change', 'new_password', 'Secret123', m.changePassword.passwordSymbol],
  ['change', 'new_password_confirmation', 'nope', m.changePassword.confirmationMismatch],
  ['event', 'name', '', m.event.nameRequired],
  ['event', 'description', ' ', m.event.descriptionRequired],
  ['event', 'start_time', '', m.event.startTimeRequired],
  ['event', 'end_time', '', m.event.endTimeRequired],
  ['event', 'price', '一千', m.event.priceNumber],
  ['event', 'price', '-1', m.event.priceRange],
  ['event', 'price', '100000001', m.event.priceRange],
  ['event', 'image', txt, m.event.imageFile],
];

describe('form schemas', () => {
  it.each(Object.keys(valid) as (keyof typeof valid)[])('%s accepts valid values', (form) => {
    expect(validators[form](valid[form] as never)).toEqual({});
  });

  it.each(table)('%s.%s = %j gives %j', (form, field, value, message) => {
    const key = form as keyof typeof valid;
    // A new password comes with the same confirmation, so only the rule under test fails.
    const confirmation = {
      password: 'password_confirmation',
      new_password: 'new_password_confirmation',
    }[key === 'change' && field === 'password' ? '' : field];
    const values = {
      ...valid[key],
      [field]: value,
      ...(confirmation && { [confirmation]: value }),
    };
    const errors = validators[key](values as never);
    expect(errors).toEqual({ [field]: message });
  });

  it('a changed password breaks the confirmation', () => {
    const errors = validateRegister({ ...valid.register, password: 'Other!234' });
    expect(errors).toEqual({ password_confirmation: m.register.confirmationMismatch });
  });

  it('the event end must be later than its start', () => {
    const at = (start_time: string, end_time: string) =>
      validateEvent({ ...valid.event, start_time, end_time });
    expect(at('2024-07-20 18:00:00', '2024-07-20 17:59:00')).toEqual({
      end_time: m.event.endAfterStart,
    });
    expect(at('2024-07-20 18:00:00', '2024-07-20 18:00:00')).toEqual({
      end_time: m.event.endAfterStart,
    });
    expect(at('2024-07-20T18:00', '2024-07-20 18:01:00')).toEqual({});
    expect(at('', '2024-07-20 17:00:00')).toEqual({ start_time: m.event.startTimeRequired });
  });

  it('the event price may be empty or a number, the image empty or an image', () => {
    expect(validateEvent({ ...valid.event, price: '0' })).toEqual({});
    expect(validateEvent({ ...valid.event, price: '100000000' })).toEqual({});
    expect(validateEvent({ ...valid.event, price: '1200', image: png })).toEqual({});
    expect(validateEvent({ ...valid.event, price: '', image: null })).toEqual({});
  });

  it.each([
    ['', 'x'],
    ['amy@example.com', ''],
    ['', ''],
  ])('English login: e-mail %j, password %j gives the form error', (email, password) => {
    expect(validateLoginEnglish({ email, password })).toEqual({
      [FORM_ERROR]: m.loginEnglish.credentialsIncorrect,
    });
  });

  it('English login accepts any filled e-mail and password', () => {
    expect(validateLoginEnglish({ email: 'amy', password: 'x' })).toEqual({});
  });
});

/**
 * The password rule's worked examples (@folio/rules) through the three forms that take a new
 * password: each shows the first message of the rule, or "required" for a blank value. The server
 * and the contract run the same table (packages/server/test/rules.test.ts).
 */
describe.each([
  ['register', 'password', messages.passwordRequired],
  ['reset', 'password', messages.newPasswordRequired],
  ['change', 'new_password', messages.newPasswordRequired],
] as const)('the %s form and the password rule', (form, field, requiredMessage) => {
  it.each(passwordExamples)('$why: $password', ({ password, problems }) => {
    const values = { ...valid[form], [field]: password, [`${field}_confirmation`]: password };
    const first = problems[0];
    const expected = !password.trim()
      ? requiredMessage
      : first
        ? passwordProblemMessages[first]
        : undefined;
    expect(validators[form](values as never)[field]).toBe(expected);
  });
});
