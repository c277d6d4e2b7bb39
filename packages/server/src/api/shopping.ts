import type { FastifyReply } from 'fastify';
import { M } from '../messages.ts';
import type { OperationHandlers } from './context.ts';

/**
 * The shop catalog's operations (docs/adr/0030-shopping-catalog.md) are in the contract ahead of
 * their handlers: marked `x-no-fastify-config`, the glue mounts no route for them and they answer
 * 404 like any unknown path. These stand in until the catalog's store lands, and answer the same.
 */
const notServedYet = async (_request: unknown, reply: FastifyReply) =>
  reply.code(404).send({ message: M.notFound });

export function shoppingHandlers() {
  return {
    listShops: notServedYet,
    listCategories: notServedYet,
    listSpecTypes: notServedYet,
    listProducts: notServedYet,
    getProduct: notServedYet,
    createCategory: notServedYet,
    updateCategory: notServedYet,
    deleteCategory: notServedYet,
    createSpecType: notServedYet,
    updateSpecType: notServedYet,
    deleteSpecType: notServedYet,
    listManagedProducts: notServedYet,
    createProduct: notServedYet,
    getManagedProduct: notServedYet,
    updateProduct: notServedYet,
    deleteProduct: notServedYet,
    uploadProductImage: notServedYet,
  } satisfies Partial<OperationHandlers>;
}
