-- The free-text height and education become the structured height_cm and education_level. What
-- parses (a whole answer such as "180 cm", "1.80 m", "5'11\"", "١٧٥ سم", "Bachelor's", "MSc",
-- "بكالوريوس") fills the structured field where the member left it empty; the text is then cleared
-- when it says no more than the structured value. Anything else stays in the old columns, which
-- nothing reads but the data export, so no member's words are lost.
CREATE TEMPORARY TABLE "legacy_profile_text" AS
SELECT
  "id",
  CASE
    WHEN h ~ '^[0-9]{3}(\.[0-9]+)?\s*(cm|cms|centimet(er|re)s?|سم)?$'
      THEN round(substring(h FROM '^([0-9]{3}(?:\.[0-9]+)?)')::numeric)::int
    WHEN h ~ '^[12][.,][0-9]{1,2}\s*(m|metres?|meters?|م)$'
      THEN round(replace(substring(h FROM '^([12][.,][0-9]{1,2})'), ',', '.')::numeric * 100)::int
    WHEN h ~ '^[3-7]\s*(''|′|ft|feet|foot)\s*([0-9]|1[01])?\s*("|″|''''|in|inch|inches)?$'
      THEN round((substring(h FROM '^([3-7])')::int * 12
        + coalesce(substring(h FROM '^[3-7]\s*(?:''|′|ft|feet|foot)\s*([0-9]+)')::int, 0)) * 2.54)::int
  END AS "parsed_cm",
  CASE
    WHEN e IN ('high school', 'highschool', 'secondary school', 'secondary', 'high school diploma', 'ثانوي', 'ثانوية', 'ثانوية عامة') THEN 'high_school'
    WHEN e IN ('vocational', 'vocational school', 'trade school', 'technical school', 'diploma', 'دبلوم') THEN 'vocational'
    WHEN e IN ('bachelor', 'bachelors', 'ba', 'bsc', 'bs', 'beng', 'undergraduate', 'بكالوريوس', 'ليسانس') THEN 'bachelors'
    WHEN e IN ('master', 'masters', 'ma', 'msc', 'ms', 'mba', 'meng', 'postgraduate', 'ماجستير') THEN 'masters'
    WHEN e IN ('phd', 'doctorate', 'doctoral', 'dphil', 'دكتوراه', 'دكتوراة') THEN 'doctorate'
  END AS "parsed_level"
FROM (
  SELECT
    "id",
    -- Arabic-Indic digits and the Arabic decimal comma read as Latin ones; case and spaces do not count.
    lower(btrim(translate("height", '٠١٢٣٤٥٦٧٨٩٫', '0123456789.'))) AS h,
    -- "Bachelor's degree", "M.Sc.", "Ph.D" compare as "bachelors", "msc", "phd".
    regexp_replace(regexp_replace(lower(btrim("education")), '[.''’`]', '', 'g'), '\s+(degree|diploma)$', '') AS e
  FROM "users"
  WHERE "height" IS NOT NULL OR "education" IS NOT NULL
) AS normalised;
--> statement-breakpoint
UPDATE "users" SET "height_cm" = l."parsed_cm"
FROM "legacy_profile_text" l
WHERE l."id" = "users"."id" AND "users"."height_cm" IS NULL AND l."parsed_cm" BETWEEN 120 AND 230;
--> statement-breakpoint
UPDATE "users" SET "height" = NULL
FROM "legacy_profile_text" l
WHERE l."id" = "users"."id" AND "users"."height_cm" = l."parsed_cm";
--> statement-breakpoint
UPDATE "users" SET "height" = NULL WHERE btrim("height") = '';
--> statement-breakpoint
UPDATE "users" SET "education_level" = l."parsed_level"
FROM "legacy_profile_text" l
WHERE l."id" = "users"."id" AND "users"."education_level" IS NULL AND l."parsed_level" IS NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "education" = NULL
FROM "legacy_profile_text" l
WHERE l."id" = "users"."id" AND "users"."education_level" = l."parsed_level";
--> statement-breakpoint
UPDATE "users" SET "education" = NULL WHERE btrim("education") = '';
--> statement-breakpoint
DROP TABLE "legacy_profile_text";
