ALTER TABLE "profiles" ADD COLUMN "minor_until" timestamp with time zone;
--> statement-breakpoint
-- Someone who said before this rule that they were under 18 counts as under 18 until the latest day
-- they could turn 18, counted from when they said it.
UPDATE "profiles" SET "minor_until" = "updated_at" + make_interval(years => 18 - "age") WHERE "age" < 18;
