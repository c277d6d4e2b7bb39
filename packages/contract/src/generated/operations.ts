/**
 * This file was generated from openapi.yaml by packages/contract/scripts/generate.ts.
 * Do not make direct changes to the file; run `pnpm --filter @folio/contract generate`.
 */

import type { OperationInfo } from '../operationInfo.ts';
import type { operations } from './schema.ts';

/** Every operation of openapi.yaml by operationId. */
export const operationInfo = {
  login: {
    method: 'POST',
    path: '/login',
    secured: false,
    multipart: null,
  },
  register: {
    method: 'POST',
    path: '/register',
    secured: false,
    multipart: null,
  },
  checkEmail: {
    method: 'POST',
    path: '/check-email',
    secured: false,
    multipart: null,
  },
  verifyEmail: {
    method: 'GET',
    path: '/email/verify/{id}/{hash}',
    secured: false,
    multipart: null,
  },
  checkToken: {
    method: 'GET',
    path: '/auth/check-token',
    secured: true,
    multipart: null,
  },
  changePassword: {
    method: 'POST',
    path: '/user/change-password',
    secured: true,
    multipart: null,
  },
  logout: {
    method: 'POST',
    path: '/logout',
    secured: true,
    multipart: null,
  },
  ping: {
    method: 'GET',
    path: '/ping',
    secured: false,
    multipart: null,
  },
  checkLiveness: {
    method: 'GET',
    path: '/health/live',
    secured: false,
    multipart: null,
  },
  checkReadiness: {
    method: 'GET',
    path: '/health/ready',
    secured: false,
    multipart: null,
  },
  resendVerificationEmail: {
    method: 'POST',
    path: '/resend-verification-email',
    secured: false,
    multipart: null,
  },
  forgotPassword: {
    method: 'POST',
    path: '/forgot-password',
    secured: false,
    multipart: null,
  },
  resetPassword: {
    method: 'POST',
    path: '/reset-password',
    secured: false,
    multipart: null,
  },
  listEvents: {
    method: 'GET',
    path: '/events',
    secured: false,
    multipart: null,
  },
  createEvent: {
    method: 'POST',
    path: '/events',
    secured: true,
    multipart: 'EventForm',
  },
  getEvent: {
    method: 'GET',
    path: '/events/{id}',
    secured: false,
    multipart: null,
  },
  updateEvent: {
    method: 'POST',
    path: '/events/{id}',
    secured: true,
    multipart: 'EventForm',
  },
  listSlots: {
    method: 'GET',
    path: '/slots',
    secured: false,
    multipart: null,
  },
  listMyBookings: {
    method: 'GET',
    path: '/bookings',
    secured: true,
    multipart: null,
  },
  createBooking: {
    method: 'POST',
    path: '/bookings',
    secured: true,
    multipart: null,
  },
  cancelBooking: {
    method: 'DELETE',
    path: '/bookings/{id}',
    secured: true,
    multipart: null,
  },
  listTasks: {
    method: 'GET',
    path: '/tasks',
    secured: true,
    multipart: null,
  },
  createTask: {
    method: 'POST',
    path: '/tasks',
    secured: true,
    multipart: null,
  },
  getTask: {
    method: 'GET',
    path: '/tasks/{id}',
    secured: true,
    multipart: null,
  },
  cancelTask: {
    method: 'POST',
    path: '/tasks/{id}/cancel',
    secured: true,
    multipart: null,
  },
  listShops: {
    method: 'GET',
    path: '/shops',
    secured: false,
    multipart: null,
  },
  listCategories: {
    method: 'GET',
    path: '/shops/{company_flag}/categories',
    secured: false,
    multipart: null,
  },
  listSpecTypes: {
    method: 'GET',
    path: '/spec-types',
    secured: false,
    multipart: null,
  },
  listProducts: {
    method: 'GET',
    path: '/products',
    secured: false,
    multipart: null,
  },
  getProduct: {
    method: 'GET',
    path: '/products/{id}',
    secured: false,
    multipart: null,
  },
  createCategory: {
    method: 'POST',
    path: '/manage/shops/{company_flag}/categories',
    secured: true,
    multipart: null,
  },
  deleteCategory: {
    method: 'DELETE',
    path: '/manage/shops/{company_flag}/categories/{id}',
    secured: true,
    multipart: null,
  },
  updateCategory: {
    method: 'PATCH',
    path: '/manage/shops/{company_flag}/categories/{id}',
    secured: true,
    multipart: null,
  },
  createSpecType: {
    method: 'POST',
    path: '/manage/spec-types',
    secured: true,
    multipart: null,
  },
  updateSpecType: {
    method: 'PUT',
    path: '/manage/spec-types/{id}',
    secured: true,
    multipart: null,
  },
  deleteSpecType: {
    method: 'DELETE',
    path: '/manage/spec-types/{id}',
    secured: true,
    multipart: null,
  },
  listManagedProducts: {
    method: 'GET',
    path: '/manage/products',
    secured: true,
    multipart: null,
  },
  createProduct: {
    method: 'POST',
    path: '/manage/products',
    secured: true,
    multipart: null,
  },
  getManagedProduct: {
    method: 'GET',
    path: '/manage/products/{id}',
    secured: true,
    multipart: null,
  },
  updateProduct: {
    method: 'PUT',
    path: '/manage/products/{id}',
    secured: true,
    multipart: null,
  },
  deleteProduct: {
    method: 'DELETE',
    path: '/manage/products/{id}',
    secured: true,
    multipart: null,
  },
  uploadProductImage: {
    method: 'POST',
    path: '/manage/product-images',
    secured: true,
    multipart: 'ProductImageForm',
  },
  listSigninProviders: {
    method: 'GET',
    path: '/signin/providers',
    secured: false,
    multipart: null,
  },
  startSignin: {
    method: 'POST',
    path: '/signin/providers/{provider}',
    secured: false,
    multipart: null,
  },
  finishSignin: {
    method: 'POST',
    path: '/signin/callback',
    secured: false,
    multipart: null,
  },
  listLinkedProviders: {
    method: 'GET',
    path: '/user/providers',
    secured: true,
    multipart: null,
  },
  startLink: {
    method: 'POST',
    path: '/user/providers/{provider}',
    secured: true,
    multipart: null,
  },
  unlinkProvider: {
    method: 'DELETE',
    path: '/user/providers/{provider}',
    secured: true,
    multipart: null,
  },
} as const satisfies { readonly [K in keyof operations]: OperationInfo };
