ALTER TABLE "categories" ADD COLUMN "name_ml" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_ml" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "color_name_ml" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "color_name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ml" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ml" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "name_ml" text;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "name_hi" text;--> statement-breakpoint
CREATE INDEX "products_name_ml_trgm_idx" ON "products" USING gin ("name_ml" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_hi_trgm_idx" ON "products" USING gin ("name_hi" gin_trgm_ops);--> statement-breakpoint
-- The shop's words in Malayalam and Devanagari script (decision 084), beside the ones written in Latin letters
-- (decisions 030, 068): each joins the group that has one of its Latin spellings, only where the owner still has
-- that group; a word another group already has (she may have put it there) stays where it is, and no group grows
-- past 20 spellings. A shop whose owner removed a group gets none of its words back.
-- jhumka
WITH anchor(spelling) AS (VALUES ('jhumka'), ('jimikki'), ('jumka'), ('jhumki')),
wanted(spelling) AS (VALUES ('ജിമിക്കി'), ('ജിമുക്കി'), ('झुमका'), ('झुमके'), ('झुमकी')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM anchor WHERE anchor.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1)
UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20;--> statement-breakpoint
-- earring
WITH anchor(spelling) AS (VALUES ('earring'), ('kammal'), ('kadukkan')),
wanted(spelling) AS (VALUES ('കമ്മൽ'), ('കടുക്കൻ'), ('बाली'), ('कुंडल')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM anchor WHERE anchor.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1)
UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20;--> statement-breakpoint
-- anklet
WITH anchor(spelling) AS (VALUES ('anklet'), ('kolusu'), ('payal'), ('padasaram')),
wanted(spelling) AS (VALUES ('കൊലുസ്'), ('പാദസരം'), ('पायल'), ('पाजेब')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM anchor WHERE anchor.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1)
UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20;--> statement-breakpoint
-- nose pin
WITH anchor(spelling) AS (VALUES ('mookuthi'), ('nose pin'), ('nath')),
wanted(spelling) AS (VALUES ('മൂക്കുത്തി'), ('नथ'), ('नथनी'), ('नाक की कील'), ('लौंग')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM anchor WHERE anchor.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1)
UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20;--> statement-breakpoint
-- bangle
WITH anchor(spelling) AS (VALUES ('bangle'), ('vala'), ('churi'), ('kangan')),
wanted(spelling) AS (VALUES ('വള'), ('चूड़ी'), ('चूड़ियाँ'), ('कंगन')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM anchor WHERE anchor.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1)
UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20;--> statement-breakpoint
-- necklace
WITH anchor(spelling) AS (VALUES ('necklace'), ('mala'), ('haar')),
wanted(spelling) AS (VALUES ('മാല'), ('हार')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM anchor WHERE anchor.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1)
UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20;--> statement-breakpoint
-- ring
WITH anchor(spelling) AS (VALUES ('ring'), ('mothiram'), ('angoothi')),
wanted(spelling) AS (VALUES ('മോതിരം'), ('अंगूठी')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM anchor WHERE anchor.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1)
UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20;--> statement-breakpoint
-- chain
WITH anchor(spelling) AS (VALUES ('chain'), ('sangili'), ('zanjeer')),
wanted(spelling) AS (VALUES ('ചെയിൻ'), ('चेन')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM anchor WHERE anchor.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1)
UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20;--> statement-breakpoint
-- maang tikka
WITH anchor(spelling) AS (VALUES ('maang tikka'), ('nethi chutti'), ('chutti')),
wanted(spelling) AS (VALUES ('നെറ്റിച്ചുട്ടി'), ('मांग टीका'), ('टीका')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM anchor WHERE anchor.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1)
UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20;--> statement-breakpoint
-- waist
WITH anchor(spelling) AS (VALUES ('oddiyanam'), ('vaddanam'), ('kamarbandh')),
wanted(spelling) AS (VALUES ('അരഞ്ഞാണം'), ('ഒഡ്യാണം'), ('कमरबंद')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM anchor WHERE anchor.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1)
UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20;
