-- The shop's own words in Malayalam, Tamil, Hindi and Telugu written in Latin letters (decision 068): each group
-- joins the group that already has one of its spellings, or is added as a new group; a spelling another group
-- already has (the owner may have added it) is left where it is, and no group grows past 20 spellings.
WITH wanted(spelling) AS (VALUES ('earring'), ('kammal'), ('kadukkan'), ('kundal')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM wanted WHERE wanted.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1),
grown AS (
  UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
  WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20 RETURNING "id"
)
INSERT INTO "search_spellings" ("words")
SELECT ARRAY(SELECT spelling FROM free) WHERE NOT EXISTS (SELECT 1 FROM home) AND (SELECT count(*) FROM free) >= 2;--> statement-breakpoint
WITH wanted(spelling) AS (VALUES ('necklace'), ('maala'), ('haram'), ('malai')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM wanted WHERE wanted.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1),
grown AS (
  UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
  WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20 RETURNING "id"
)
INSERT INTO "search_spellings" ("words")
SELECT ARRAY(SELECT spelling FROM free) WHERE NOT EXISTS (SELECT 1 FROM home) AND (SELECT count(*) FROM free) >= 2;--> statement-breakpoint
WITH wanted(spelling) AS (VALUES ('anklet'), ('padasaram'), ('pajeb'), ('golusu'), ('kolusu'), ('payal')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM wanted WHERE wanted.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1),
grown AS (
  UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
  WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20 RETURNING "id"
)
INSERT INTO "search_spellings" ("words")
SELECT ARRAY(SELECT spelling FROM free) WHERE NOT EXISTS (SELECT 1 FROM home) AND (SELECT count(*) FROM free) >= 2;--> statement-breakpoint
WITH wanted(spelling) AS (VALUES ('bangle'), ('vala'), ('valayal'), ('kada'), ('churi'), ('chudi'), ('kangan'), ('kankanam')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM wanted WHERE wanted.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1),
grown AS (
  UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
  WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20 RETURNING "id"
)
INSERT INTO "search_spellings" ("words")
SELECT ARRAY(SELECT spelling FROM free) WHERE NOT EXISTS (SELECT 1 FROM home) AND (SELECT count(*) FROM free) >= 2;--> statement-breakpoint
WITH wanted(spelling) AS (VALUES ('ring'), ('mothiram'), ('modhiram'), ('angoothi'), ('anguthi'), ('ungaram')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM wanted WHERE wanted.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1),
grown AS (
  UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
  WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20 RETURNING "id"
)
INSERT INTO "search_spellings" ("words")
SELECT ARRAY(SELECT spelling FROM free) WHERE NOT EXISTS (SELECT 1 FROM home) AND (SELECT count(*) FROM free) >= 2;--> statement-breakpoint
WITH wanted(spelling) AS (VALUES ('chain'), ('sangili'), ('zanjeer')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM wanted WHERE wanted.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1),
grown AS (
  UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
  WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20 RETURNING "id"
)
INSERT INTO "search_spellings" ("words")
SELECT ARRAY(SELECT spelling FROM free) WHERE NOT EXISTS (SELECT 1 FROM home) AND (SELECT count(*) FROM free) >= 2;--> statement-breakpoint
WITH wanted(spelling) AS (VALUES ('mookuthi'), ('mookkuthi'), ('mukkuthi'), ('nath'), ('nose pin'), ('nose ring'), ('nosepin'), ('nose stud')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM wanted WHERE wanted.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1),
grown AS (
  UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
  WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20 RETURNING "id"
)
INSERT INTO "search_spellings" ("words")
SELECT ARRAY(SELECT spelling FROM free) WHERE NOT EXISTS (SELECT 1 FROM home) AND (SELECT count(*) FROM free) >= 2;--> statement-breakpoint
WITH wanted(spelling) AS (VALUES ('maang tikka'), ('mang tikka'), ('tikka'), ('nethi chutti'), ('nethichutti'), ('chutti')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM wanted WHERE wanted.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1),
grown AS (
  UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
  WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20 RETURNING "id"
)
INSERT INTO "search_spellings" ("words")
SELECT ARRAY(SELECT spelling FROM free) WHERE NOT EXISTS (SELECT 1 FROM home) AND (SELECT count(*) FROM free) >= 2;--> statement-breakpoint
WITH wanted(spelling) AS (VALUES ('oddiyanam'), ('vaddanam'), ('kamarbandh'), ('waist belt'), ('waist chain'), ('hip chain')),
free AS (SELECT spelling FROM wanted WHERE NOT EXISTS (SELECT 1 FROM "search_spellings" s WHERE wanted.spelling = ANY(s."words"))),
home AS (SELECT s."id" FROM "search_spellings" s WHERE EXISTS (SELECT 1 FROM wanted WHERE wanted.spelling = ANY(s."words")) ORDER BY s."id" LIMIT 1),
grown AS (
  UPDATE "search_spellings" SET "words" = "words" || ARRAY(SELECT spelling FROM free)
  WHERE "id" = (SELECT "id" FROM home) AND cardinality("words") + (SELECT count(*) FROM free) <= 20 RETURNING "id"
)
INSERT INTO "search_spellings" ("words")
SELECT ARRAY(SELECT spelling FROM free) WHERE NOT EXISTS (SELECT 1 FROM home) AND (SELECT count(*) FROM free) >= 2;
