import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './fieldErrors';

describe('fieldErrorsOf', () => {
  it('takes the first message of each field of a 422 body', () => {
    expect(
      fieldErrorsOf({
        message: 'x',
        errors: { email: ['這個 Email 已被註冊', 'second'], name: ['姓名必填'] },
      }),
    ).toEqual({ email: '這個 Email 已被註冊', name: '姓名必填' });
  });

  it.each([
    null,
    undefined,
    'text',
    { message: 'no errors' },
    { errors: null },
    { errors: { a: 'not a list' } },
  ])('gives nothing for %j', (body) => {
    expect(fieldErrorsOf(body)).toBeUndefined();
  });
});
