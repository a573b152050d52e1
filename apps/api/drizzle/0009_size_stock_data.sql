-- The size becomes the unit of stock. Until now a sale moved only products.stock and the sizes kept
-- the owner's last count, so each product's sizes are brought in line with the pieces it has left:
--   1. blank sizes are no size; a size listed twice becomes one row holding both counts; a product
--      with sizes loses rows without a size (the storefront could never sell them);
--   2. where the sizes do not add up to the product's count, the pieces taken by checkouts since each
--      size was written (held or sold, singles and bundle pieces) are taken off that size — kept only
--      when that explains the product's count exactly;
--   3. any product still not adding up is flagged for the owner to recount: sizes that claim more than
--      the product has go to 0 (never offer a piece that may be gone), fewer stand as they are;
--   4. a product without sizes gets its one count as a row without a size;
--   5. the product's count becomes the sum of its sizes, and open holds name the size rows they took.
UPDATE "product_variants" SET "size" = NULL WHERE "size" IS NOT NULL AND btrim("size") = '';
--> statement-breakpoint
UPDATE "order_items" oi SET "variant_id" = d.keep_id
FROM (
  SELECT "id", first_value("id") OVER (PARTITION BY "product_id", coalesce("size", '') ORDER BY "created_at", "id") AS keep_id
  FROM "product_variants"
) d
WHERE oi."variant_id" = d."id" AND d."id" <> d.keep_id;
--> statement-breakpoint
UPDATE "product_variants" v SET "stock" = t.total
FROM (
  SELECT keep_id, sum("stock")::int AS total
  FROM (
    SELECT "stock", first_value("id") OVER (PARTITION BY "product_id", coalesce("size", '') ORDER BY "created_at", "id") AS keep_id
    FROM "product_variants"
  ) x
  GROUP BY keep_id
  HAVING count(*) > 1
) t
WHERE v."id" = t.keep_id;
--> statement-breakpoint
DELETE FROM "product_variants" v
USING (
  SELECT "id", first_value("id") OVER (PARTITION BY "product_id", coalesce("size", '') ORDER BY "created_at", "id") AS keep_id
  FROM "product_variants"
) d
WHERE v."id" = d."id" AND d."id" <> d.keep_id;
--> statement-breakpoint
DELETE FROM "product_variants" v
WHERE v."size" IS NULL
  AND EXISTS (SELECT 1 FROM "product_variants" s WHERE s."product_id" = v."product_id" AND s."size" IS NOT NULL);
--> statement-breakpoint
WITH taken_lines AS (
  SELECT c."created_at", (i->>'product_id')::uuid AS pid, coalesce(i->>'size', '') AS sz, (i->>'quantity')::int AS n
  FROM "checkouts" c, jsonb_array_elements(c."lines"->'items') i
  WHERE c."hold_state" IN ('held', 'sold')
  UNION ALL
  SELECT c."created_at", (p->>'product_id')::uuid, coalesce(p->>'size', ''), (p->>'quantity')::int * (b->>'quantity')::int
  FROM "checkouts" c, jsonb_array_elements(c."lines"->'bundles') b, jsonb_array_elements(b->'components') p
  WHERE c."hold_state" IN ('held', 'sold')
),
candidate AS (
  SELECT v."id", v."product_id", v."stock" - coalesce((
    SELECT sum(t.n) FROM taken_lines t
    WHERE t.pid = v."product_id" AND t.sz = coalesce(v."size", '') AND t."created_at" >= v."created_at"
  ), 0)::int AS left_n
  FROM "product_variants" v
  WHERE v."size" IS NOT NULL
),
mismatched AS (
  SELECT p."id", p."stock" FROM "products" p
  WHERE p."stock" <> (SELECT sum(v."stock") FROM "product_variants" v WHERE v."product_id" = p."id")
),
explained AS (
  SELECT c."product_id" FROM candidate c JOIN mismatched m ON m."id" = c."product_id"
  GROUP BY c."product_id", m."stock"
  HAVING bool_and(c.left_n >= 0) AND sum(c.left_n) = m."stock"
)
UPDATE "product_variants" v SET "stock" = c.left_n
FROM candidate c
WHERE v."id" = c."id" AND c."product_id" IN (SELECT "product_id" FROM explained);
--> statement-breakpoint
UPDATE "products" p SET "stock_check_needed" = true
WHERE p."stock" <> (SELECT sum(v."stock") FROM "product_variants" v WHERE v."product_id" = p."id");
--> statement-breakpoint
UPDATE "product_variants" v SET "stock" = 0
FROM "products" p
WHERE p."id" = v."product_id" AND p."stock_check_needed"
  AND p."stock" < (SELECT sum(s."stock") FROM "product_variants" s WHERE s."product_id" = p."id");
--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "size", "stock")
SELECT p."id", NULL, p."stock" FROM "products" p
WHERE NOT EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id");
--> statement-breakpoint
UPDATE "products" p SET "stock" = (SELECT coalesce(sum(v."stock"), 0) FROM "product_variants" v WHERE v."product_id" = p."id");
--> statement-breakpoint
UPDATE "checkouts" c SET "held" = jsonb_build_object(
  'pieces', coalesce((
    SELECT jsonb_agg(jsonb_build_object('variant_id', v."id", 'product_id', v."product_id", 'quantity', d.n) ORDER BY v."id")
    FROM (
      SELECT e.pid, e.sz, sum(e.n)::int AS n FROM (
        SELECT (i->>'product_id')::uuid AS pid, coalesce(i->>'size', '') AS sz, (i->>'quantity')::int AS n
        FROM jsonb_array_elements(c."lines"->'items') i
        UNION ALL
        SELECT (p->>'product_id')::uuid, coalesce(p->>'size', ''), (p->>'quantity')::int * (b->>'quantity')::int
        FROM jsonb_array_elements(c."lines"->'bundles') b, jsonb_array_elements(b->'components') p
      ) e GROUP BY e.pid, e.sz
    ) d
    JOIN "product_variants" v ON v."product_id" = d.pid AND coalesce(v."size", '') = d.sz
  ), '[]'::jsonb),
  'bundles', coalesce(c."held"->'bundles', '{}'::jsonb))
WHERE c."held" ? 'products';
