import {
  CATEGORY_NAME_MAX,
  MAX_CATEGORY_DEPTH,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_PRICE_MIN,
  PRODUCT_STATUSES,
  PRODUCT_STOCK_MAX,
  SKU_MAX,
  SPEC_NAME_MAX,
  SPEC_VALUE_NAME_MAX,
} from '@folio/rules';
import { sql, type CreateTableBuilder } from 'kysely';
import { between, oneOf, refersTo } from './dialect.ts';
import type { Step } from './step.ts';

/**
 * The shop catalog's tables (docs/adr/0030-shopping-catalog.md). The database holds the rules as
 * a second line of defence: a SKU once per product, a combination once per product, stock ≥ 0,
 * prices in range, a category tree of at most three levels with unique names among siblings,
 * values and types a product offers kept (`ON DELETE RESTRICT`).
 */
export default {
  async up(db, d) {
    const flag = (column: string) => between(d.length(column), 2, 32);
    await db.schema
      .createTable('shops')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('company_flag', 'text', (c) => c.notNull().unique().check(flag('company_flag')))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('categories')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('shop_id', 'integer', refersTo('shops', 'cascade'))
      .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('restrict'))
      // parent_id, or 0 at the root: NULLs are distinct in a UNIQUE constraint on both engines.
      .addColumn('parent_key', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) =>
        c.notNull().check(between(d.length('name'), 1, CATEGORY_NAME_MAX)),
      )
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 0`))
      .addColumn('depth', 'integer', (c) =>
        c.notNull().check(between(sql.ref('depth'), 1, MAX_CATEGORY_DEPTH)),
      )
      .addCheckConstraint(
        'categories_parent_key',
        sql`parent_key = COALESCE(parent_id, 0) AND (parent_id IS NULL) = (depth = 1)`,
      )
      .addUniqueConstraint('categories_sibling_name', ['shop_id', 'parent_key', 'name_key'])
      .execute();
    await db.schema
      .createIndex('categories_parent')
      .on('categories')
      .columns(['parent_id'])
      .execute();

    await db.schema
      .createTable('spec_types')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('name', 'text', (c) =>
        c.notNull().check(between(d.length('name'), 1, SPEC_NAME_MAX)),
      )
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('version', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`version >= 1`),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('spec_values')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('spec_type_id', 'integer', refersTo('spec_types', 'cascade'))
      .addColumn('name', 'text', (c) =>
        c.notNull().check(between(d.length('name'), 1, SPEC_VALUE_NAME_MAX)),
      )
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addUniqueConstraint('spec_values_name', ['spec_type_id', 'name_key'])
      .execute();

    const price = (column: string) =>
      d.integerBetween(column, PRODUCT_PRICE_MIN, PRODUCT_PRICE_MAX);
    await db.schema
      .createTable('products')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('shop_id', 'integer', refersTo('shops', 'restrict'))
      .addColumn('category_id', 'integer', (c) =>
        c.references('categories.id').onDelete('restrict'),
      )
      .addColumn('name', 'text', (c) =>
        c.notNull().check(between(d.length('name'), 1, PRODUCT_NAME_MAX)),
      )
      .addColumn('description', 'text', (c) =>
        c.notNull().check(sql`${d.length('description')} <= ${sql.lit(PRODUCT_DESCRIPTION_MAX)}`),
      )
      .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', PRODUCT_STATUSES)))
      // Derived from the variants on every save (rules: productOffer), for the list's filters and sort.
      .addColumn('price_min', 'integer', (c) => c.notNull().check(price('price_min')))
      .addColumn('price_max', 'integer', (c) => c.notNull().check(price('price_max')))
      .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
      .addColumn('available', 'integer', (c) => c.notNull().check(sql`available IN (0, 1)`))
      .addColumn('cover_path', 'text')
      /** The normalised name and description the storefront's search reads (rules: search.ts). */
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`version >= 1`),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('products_price_range', sql`price_min <= price_max`)
      .execute();
    // The storefront's orders (newest, price) over published products, in all shops or one.
    await db.schema
      .createIndex('products_newest')
      .on('products')
      .columns(['status', 'id'])
      .execute();
    await db.schema
      .createIndex('products_price')
      .on('products')
      .columns(['status', 'price_min', 'id'])
      .execute();
    await db.schema
      .createIndex('products_shop')
      .on('products')
      .columns(['shop_id', 'status', 'id'])
      .execute();
    await db.schema
      .createIndex('products_category')
      .on('products')
      .columns(['category_id', 'status', 'id'])
      .execute();

    // What a product offers (a type, in its position; a value): gone with the product, kept
    // from deletion while offered (RESTRICT), and found from either side.
    const offers = async (table: string, column: string, target: string, index: string) => {
      let link: CreateTableBuilder<string, string> = db.schema
        .createTable(table)
        .addColumn('product_id', 'integer', refersTo('products', 'cascade'))
        .addColumn(column, 'integer', refersTo(target, 'restrict'));
      if (column === 'spec_type_id')
        link = link.addColumn('position', 'integer', (c) =>
          c.notNull().check(between(sql.ref('position'), 0, 2)),
        );
      await link.addPrimaryKeyConstraint(`${table}_pk`, ['product_id', column]).execute();
      await db.schema.createIndex(index).on(table).columns([column, 'product_id']).execute();
    };
    await offers('product_spec_types', 'spec_type_id', 'spec_types', 'product_spec_types_type');
    await offers(
      'product_spec_values',
      'spec_value_id',
      'spec_values',
      'product_spec_values_value',
    );

    await db.schema
      .createTable('variants')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('product_id', 'integer', refersTo('products', 'cascade'))
      // The value ids in the product's type order, `3-9` ('' without types: rules combinationKey).
      .addColumn('combination', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) =>
        c.check(sql`sku IS NULL OR ${between(d.length('sku'), 1, SKU_MAX)}`),
      )
      .addColumn('price', 'integer', (c) => c.notNull().check(price('price')))
      .addColumn('stock', 'integer', (c) =>
        c.notNull().check(d.integerBetween('stock', 0, PRODUCT_STOCK_MAX)),
      )
      .addColumn('enabled', 'integer', (c) => c.notNull().check(sql`enabled IN (0, 1)`))
      .addUniqueConstraint('variants_combination', ['product_id', 'combination'])
      .addUniqueConstraint('variants_sku', ['product_id', 'sku'])
      .execute();

    await db.schema
      .createTable('product_images')
      .addColumn('id', d.idType, d.idKey)
      .addColumn('product_id', 'integer', refersTo('products', 'cascade'))
      .addColumn('path', 'text', (c) =>
        c
          .notNull()
          .unique()
          .check(d.storagePath('path', 255, 'products')),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('product_images_product')
      .on('product_images')
      .columns(['product_id', 'position'])
      .execute();
  },
} satisfies Step;
