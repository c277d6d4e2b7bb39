import { operationInfo } from '@folio/contract';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import fastifySseModule, { type SSEPluginOptions } from '@fastify/sse';
import { CHAT_HEARTBEAT_MS } from '@folio/rules';
import fastifyOpenapiGlue from 'fastify-openapi-glue';
import { apiValidatorCompiler, createAjv } from '../ajv.ts';
import { registerDevMailJson } from '../devmail.ts';
import { M } from '../messages.ts';
import { specFile } from '../paths.ts';
import { bookingAdminHandlers } from './bookingAdmin.ts';
import { bookingLinkHandlers } from './bookingLinks.ts';
import { bookingHandlers, trimSlotDate } from './bookings.ts';
import { chatCaller, chatHandlers, type ChatContext } from './chat.ts';
import { cartCaller } from '../checkout/cart.ts';
import { checkoutHandlers } from './checkout.ts';
import {
  throttle,
  type ApiContext,
  type BodyOperation,
  type OperationHandlers,
  type OperationId,
} from './context.ts';
import { eventHandlers } from './events.ts';
import { loginLinkHandlers } from './loginLinks.ts';
import { memberHandlers } from './members.ts';
import { signinHandlers } from './signin.ts';
import { bearerAuth, registerAuth } from './plugins/auth.ts';
import { bodyHook } from './plugins/body.ts';
import { registerApiErrors } from './plugins/errors.ts';
import { registerForms } from './plugins/forms.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { requireAdmin, requireBookingAdmin, requireTaskAdmin } from './plugins/admin.ts';
import { requireCarrier } from './plugins/carrier.ts';
import { manageHandlers } from './shopping/manage.ts';
import { storefrontHandlers } from './shopping/storefront.ts';
import { taskAdminHandlers } from './taskAdmin.ts';
import { taskHandlers } from './tasks.ts';

/**
 * The operations with a request body, which get the body hook (plugins/body.ts). Typed from the
 * generated operations: an operation of openapi.yaml given a body fails to compile until listed.
 */
const WITH_BODY: Record<BodyOperation, true> = {
  login: true,
  register: true,
  checkEmail: true,
  changePassword: true,
  resendVerificationEmail: true,
  forgotPassword: true,
  resetPassword: true,
  requestLoginLink: true,
  loginWithLink: true,
  createEvent: true,
  updateEvent: true,
  createBooking: true,
  cancelManagedBooking: true,
  rescheduleLinkedBooking: true,
  createTask: true,
  createCategory: true,
  updateCategory: true,
  createSpecType: true,
  updateSpecType: true,
  createProduct: true,
  updateProduct: true,
  uploadProductImage: true,
  startSignin: true,
  finishSignin: true,
  startLink: true,
  sendChatMessage: true,
  markChatRead: true,
  rateChatConversation: true,
  addCartLine: true,
  updateCartLine: true,
  placeOrder: true,
  receivePaymentNotice: true,
  startSandboxPayment: true,
  completeSandboxPayment: true,
  cancelManagedOrder: true,
  updateShipment: true,
};

const isOperationId = (id: string): id is OperationId => Object.hasOwn(operationInfo, id);
const hasBody = (id: OperationId): id is BodyOperation => Object.hasOwn(WITH_BODY, id);

export interface ApiOptions {
  context: ApiContext;
  chat: ChatContext;
}

/**
 * @fastify/sse's plugin, wrapped by fastify-plugin so its hook sees the glue's routes. It is
 * CommonJS: under NodeNext its default import is `module.exports` (that wrapped plugin), which
 * its types call the module object.
 */
const fastifySse = fastifySseModule as unknown as FastifyPluginAsync<SSEPluginOptions>;

/** The live channels (text/event-stream): @fastify/sse streams them (docs/adr/0032-live-chat.md). */
const STREAMS: ReadonlySet<OperationId> = new Set(['streamChatConversation', 'streamChatInbox']);

/**
 * The contract's operations under `context.prefix`, from openapi.yaml through fastify-openapi-glue.
 * Each operation's route gets its handler and, explicitly, its hooks:
 * - onRequest: bearerAuth when its security asks for it (plugins/auth.ts), before the body is read,
 *   and under /manage/ the administrator check (plugins/admin.ts), under /carrier/ the carrier's
 *   (plugins/carrier.ts);
 * - preValidation: the body hook when it has a body (plugins/body.ts), or GET /slots' trimmed date.
 * The API answers its own errors (plugins/errors.ts); GET /api/dev/mail sits beside (devmail.ts).
 */
export async function registerApi(app: FastifyInstance, { context, chat }: ApiOptions) {
  await app.register(async (api) => {
    api.setValidatorCompiler(apiValidatorCompiler());
    registerApiErrors(api);
    registerAuth(api);
    api.decorateRequest('chatVisitor', null);
    registerMultipart(api);
    registerForms(api);
    // Before the routes: the plugin wraps the handlers of routes marked `sse`.
    await api.register(fastifySse, { heartbeatInterval: CHAT_HEARTBEAT_MS });

    const handlers: OperationHandlers = {
      ...memberHandlers(context),
      ...loginLinkHandlers(context),
      ...eventHandlers(context),
      ...bookingHandlers(context),
      ...bookingAdminHandlers(context),
      ...bookingLinkHandlers(context),
      ...taskHandlers(context),
      ...taskAdminHandlers(context),
      ...storefrontHandlers(context),
      ...manageHandlers(context),
      ...signinHandlers(context),
      ...chatHandlers(context, chat),
      ...checkoutHandlers(context),
      async ping(request) {
        await throttle(context, 'ping', request.ip);
        return { status: 'ok', message: M.pong };
      },
      // For process managers and load balancers: no rate limit (docs/operations.md "Health").
      async checkLiveness() {
        return { status: 'ok' };
      },
      async checkReadiness() {
        await context.store.meta.ping();
        return { status: 'ok' };
      },
    };
    const authenticate = bearerAuth(context);
    const chatVisitor = chatCaller(context, chat, false);
    const chatAnyone = chatCaller(context, chat, true);
    const strict = createAjv({ coerceTypes: false });

    /** What the glue adds to the route it makes for `operationId` (method, url and schema). */
    const routeOptions = (operationId: string) => {
      if (!isOperationId(operationId))
        throw new Error(`openapi.yaml has operation ${operationId} but the server no handler`);
      const preValidation =
        operationId === 'listSlots'
          ? trimSlotDate
          : hasBody(operationId)
            ? bodyHook(strict)
            : undefined;
      const info = operationInfo[operationId];
      // A chat visitor's token or a bearer token (chatVisitor of openapi.yaml), else bearerAuth.
      // The shop's back office is for administrators (docs/adr/0030-shopping-catalog.md).
      // The cart: a bearer token or a visitor's X-Cart-Token (checkout/cart.ts).
      const onRequest = info.path.startsWith('/cart')
        ? cartCaller(context, operationId)
        : info.visitor
          ? info.anonymous
            ? chatAnyone
            : chatVisitor
          : info.secured
            ? info.path.startsWith('/manage/tasks')
              ? [authenticate, requireTaskAdmin]
              : info.path.startsWith('/manage/bookings')
                ? [authenticate, requireBookingAdmin]
                : info.path.startsWith('/manage/')
                  ? [authenticate, requireAdmin]
                  : info.path.startsWith('/carrier/')
                    ? [authenticate, requireCarrier]
                    : authenticate
            : undefined;
      return {
        // The glue calls it with the request its route's schema validated, which is what the
        // handler's RequestOf<operationId> (context.ts) describes.
        handler: handlers[operationId] as RouteHandlerMethod,
        ...(onRequest && { onRequest }),
        ...(preValidation && { preValidation }),
        ...(STREAMS.has(operationId) && { sse: { kind: 'manual' as const } }),
      };
    };

    await api.register(fastifyOpenapiGlue, {
      specification: specFile,
      prefix: context.prefix,
      // The glue's type asks for whole route options; it spreads these over its own.
      operationResolver: (operationId: string) => routeOptions(operationId) as RouteOptions,
    });

    registerDevMailJson(api, context);
  });
}
