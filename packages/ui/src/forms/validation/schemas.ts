import { EVENT_PRICE_MAX, EVENT_PRICE_MIN, NAME_MIN_LENGTH } from '@folio/rules';
import { FORM_ERROR } from 'final-form';
import type {
  ChangePasswordFormValues,
  EventFormValues,
  ForgotPasswordFormValues,
  LoginFormValues,
  RegisterFormValues,
  ResendVerificationFormValues,
  ResetPasswordFormValues,
} from '../types';
import { validationMessages as m } from './messages';
import {
  compose,
  emailShape,
  followsPasswordRule,
  isEmpty,
  isImageFile,
  laterThanField,
  matchesField,
  minLength,
  numberInRangeOrEmpty,
  required,
  validateSchema,
  type Schema,
} from './rules';

/** Member login and login demo. */
const loginSchema: Schema<LoginFormValues> = {
  email: compose(required(m.login.emailRequired), emailShape(m.login.emailFormat)),
  password: required(m.login.passwordRequired),
};

/** /login (English): one message for an empty e-mail or password, shown in the error line. */
export function validateLoginEnglish(values: Partial<LoginFormValues>) {
  return isEmpty(values.email) || isEmpty(values.password)
    ? { [FORM_ERROR]: m.loginEnglish.credentialsIncorrect }
    : {};
}

/**
 * A new password and its confirmation (register, reset and change password): required, then the
 * password rule of @folio/rules; the confirmation must equal the password field.
 */
function newPasswordRules<T>(field: keyof T & string, requiredMessage: string, mismatch: string) {
  return {
    password: compose(required(requiredMessage), followsPasswordRule()),
    confirmation: matchesField<T>(field, mismatch),
  };
}

const registerPassword = newPasswordRules<RegisterFormValues>(
  'password',
  m.register.passwordRequired,
  m.register.confirmationMismatch,
);

export const registerSchema: Schema<RegisterFormValues> = {
  name: compose(
    required(m.register.nameRequired),
    minLength(NAME_MIN_LENGTH, m.register.nameMinLength),
  ),
  email: compose(required(m.register.emailRequired), emailShape(m.register.emailFormat)),
  password: registerPassword.password,
  password_confirmation: registerPassword.confirmation,
};

const resendVerificationSchema: Schema<ResendVerificationFormValues> = {
  email: compose(
    required(m.resendVerification.emailRequired),
    emailShape(m.resendVerification.emailFormat),
  ),
  password: required(m.resendVerification.passwordRequired),
};

const forgotPasswordSchema: Schema<ForgotPasswordFormValues> = {
  email: compose(
    required(m.forgotPassword.emailRequired),
    emailShape(m.forgotPassword.emailFormat),
  ),
};

const resetPassword = newPasswordRules<ResetPasswordFormValues>(
  'password',
  m.resetPassword.newPasswordRequired,
  m.resetPassword.confirmationMismatch,
);

const resetPasswordSchema: Schema<ResetPasswordFormValues> = {
  password: resetPassword.password,
  password_confirmation: resetPassword.confirmation,
};

const newPassword = newPasswordRules<ChangePasswordFormValues>(
  'new_password',
  m.changePassword.newPasswordRequired,
  m.changePassword.confirmationMismatch,
);

const changePasswordSchema: Schema<ChangePasswordFormValues> = {
  password: required(m.changePassword.oldPasswordRequired),
  new_password: newPassword.password,
  new_password_confirmation: newPassword.confirmation,
};

const eventSchema: Schema<EventFormValues> = {
  name: required(m.event.nameRequired),
  description: required(m.event.descriptionRequired),
  start_time: required(m.event.startTimeRequired),
  end_time: compose(
    required(m.event.endTimeRequired),
    laterThanField<EventFormValues>('start_time', m.event.endAfterStart),
  ),
  price: numberInRangeOrEmpty(
    EVENT_PRICE_MIN,
    EVENT_PRICE_MAX,
    m.event.priceNumber,
    m.event.priceRange,
  ),
  image: isImageFile(m.event.imageFile),
};

export const validateLogin = validateSchema(loginSchema);
export const validateRegister = validateSchema(registerSchema);
export const validateResendVerification = validateSchema(resendVerificationSchema);
export const validateForgotPassword = validateSchema(forgotPasswordSchema);
export const validateResetPassword = validateSchema(resetPasswordSchema);
export const validateChangePassword = validateSchema(changePasswordSchema);
export const validateEvent = validateSchema(eventSchema);
