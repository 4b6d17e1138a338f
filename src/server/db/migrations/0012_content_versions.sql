-- Decision 029: every assessment records the bank version it was answered in. The rows already here
-- were all answered in version 1 (no bank had a revision before this), so the default fills them and
-- is then dropped: from now on every insert names its version.
ALTER TABLE "assessments" ADD COLUMN "content_version" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "assessments" ALTER COLUMN "content_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "pair_assessments" ADD COLUMN "content_version" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "pair_assessments" ALTER COLUMN "content_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_content_version_check" CHECK ("assessments"."content_version" >= 1);--> statement-breakpoint
ALTER TABLE "pair_assessments" ADD CONSTRAINT "pair_assessments_content_version_check" CHECK ("pair_assessments"."content_version" >= 1);
