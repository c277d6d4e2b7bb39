import {
  categoryNameError,
  productErrors,
  SHOP_MESSAGES,
  specTypeErrors,
  type FieldErrors,
} from '@folio/rules';
import type { FastifyReply } from 'fastify';
import { checkImage } from '../../imageCheck.ts';
import { M } from '../../messages.ts';
import { Refusal, ValidationFailure } from '../../validation.ts';
import type { ApiContext, OperationHandlers } from '../context.ts';
import { productImages } from './storefront.ts';
import { throttleUpload } from '../uploadLimits.ts';

/**
 * The back office's writes (docs/adr/0030-shopping-catalog.md), for administrators only (the
 * /manage/ hook, index.ts, refuses anyone else before the body is read). Each checks the rules
 * that need no database first (@folio/rules), then its store checks the rest in one transaction.
 */

/** Throws the 422 of `errors` (one message a field) unless there are none. */
function refuse(errors: FieldErrors) {
  if (Object.keys(errors).length === 0) return;
  throw new ValidationFailure(
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
  );
}

export function manageHandlers(context: ApiContext) {
  const { store, productStorage, productVariants } = context;
  const show = productImages(context);

  const shopOf = async (flag: string) => {
    const shop = await store.shops.byFlag(flag);
    if (!shop) throw new Refusal(404, { message: SHOP_MESSAGES.shopNotFound });
    return shop;
  };

  /** Whether an upload of `path` is stored (by any process). */
  const hasImage = async (path: string) => {
    const name = path.slice('products/'.length);
    return path.startsWith('products/') && (await productStorage.fetch(name));
  };

  /** Deletes images and their copies after the answer (their rows are gone already). */
  const dropImages = (paths: readonly string[]) => {
    if (paths.length === 0) return;
    context.background(async () => {
      for (const path of paths) {
        await productStorage.remove(path);
        await productVariants.remove(path);
      }
    });
  };

  const created = (reply: FastifyReply, body: unknown) => reply.code(201).send(body);

  return {
    async createCategory(request, reply) {
      const shop = await shopOf(request.params.company_flag);
      const { name, parent_id: parentId = null } = request.body;
      const problem = categoryNameError(name);
      if (problem) refuse({ name: problem });
      const data = await store.shops.createCategory(shop.id, { name, parentId });
      return created(reply, { message: SHOP_MESSAGES.categoryCreated, data });
    },

    async updateCategory(request) {
      const shop = await shopOf(request.params.company_flag);
      const { name, parent_id: parentId, position } = request.body;
      const problem = name === undefined ? null : categoryNameError(name);
      if (problem) refuse({ name: problem });
      const data = await store.shops.updateCategory(shop.id, request.params.id, {
        ...(name !== undefined && { name }),
        ...(parentId !== undefined && { parentId }),
        ...(position !== undefined && { position }),
      });
      return { message: SHOP_MESSAGES.categoryUpdated, data };
    },

    async deleteCategory(request) {
      const shop = await shopOf(request.params.company_flag);
      await store.shops.deleteCategory(shop.id, request.params.id, request.query.move_products_to);
      return { message: SHOP_MESSAGES.categoryDeleted };
    },

    async createSpecType(request, reply) {
      refuse(specTypeErrors(request.body));
      const data = await store.specTypes.create(request.body);
      return created(reply, { message: SHOP_MESSAGES.specCreated, data });
    },

    async updateSpecType(request) {
      refuse(specTypeErrors(request.body));
      const data = await store.specTypes.update(request.params.id, request.body);
      return { message: SHOP_MESSAGES.specUpdated, data };
    },

    async deleteSpecType(request) {
      await store.specTypes.delete(request.params.id);
      return { message: SHOP_MESSAGES.specDeleted };
    },

    async createProduct(request, reply) {
      refuse(productErrors(request.body));
      const row = await store.products.create(request.body, hasImage);
      return created(reply, {
        message: SHOP_MESSAGES.productCreated,
        data: await show.product(row),
      });
    },

    async updateProduct(request) {
      refuse(productErrors(request.body));
      const { product, dropped } = await store.products.update(
        request.params.id,
        request.body,
        hasImage,
      );
      dropImages(dropped);
      return { message: SHOP_MESSAGES.productUpdated, data: await show.product(product) };
    },

    async deleteProduct(request) {
      dropImages(await store.products.delete(request.params.id));
      return { message: SHOP_MESSAGES.productDeleted };
    },

    /** Stores an upload (judged by content) with its smaller copies, for every process. */
    async uploadProductImage(request, reply) {
      const upload = request.upload;
      await throttleUpload(context, request);
      const image = upload ? await checkImage(upload) : null;
      if (!upload || !image) throw new ValidationFailure({ image: [M.imageType] });
      if ('refused' in image) throw new ValidationFailure({ image: [image.refused] });
      const path = await productStorage.save(upload, image.type);
      try {
        await productVariants.create(path);
        await productStorage.share(path);
      } catch (error) {
        await productStorage.remove(path);
        await productVariants.remove(path);
        throw error;
      }
      return created(reply, { message: SHOP_MESSAGES.imageUploaded, data: show.image(path) });
    },
  } satisfies Partial<OperationHandlers>;
}
