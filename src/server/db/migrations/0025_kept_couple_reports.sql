-- Decision 062: a couple report completed while linked stays with each partner after the link ends, as a
-- copy frozen at that moment (kept_couple_reports, one row per person and report, the owner's alone), and
-- each partner's timeline tells who ended the link (couple_links.ended_by, end_reason). Links ended before
-- this migration keep end_reason null: nobody recorded who ended them, so both timelines say only that the
-- link ended, and their reports were hidden then and are not revived.
CREATE TABLE "kept_couple_reports" (
	"owner_id" uuid NOT NULL,
	"pair_assessment_id" uuid NOT NULL,
	"partner_id" uuid,
	"report" jsonb NOT NULL,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kept_couple_reports_owner_id_pair_assessment_id_pk" PRIMARY KEY("owner_id","pair_assessment_id")
);
--> statement-breakpoint
ALTER TABLE "couple_links" ADD COLUMN "ended_by" uuid;--> statement-breakpoint
ALTER TABLE "couple_links" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "kept_couple_reports" ADD CONSTRAINT "kept_couple_reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_couple_reports" ADD CONSTRAINT "kept_couple_reports_pair_assessment_id_pair_assessments_id_fk" FOREIGN KEY ("pair_assessment_id") REFERENCES "public"."pair_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kept_couple_reports" ADD CONSTRAINT "kept_couple_reports_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kept_couple_reports_pair_assessment_id_idx" ON "kept_couple_reports" USING btree ("pair_assessment_id");--> statement-breakpoint
CREATE INDEX "kept_couple_reports_partner_id_idx" ON "kept_couple_reports" USING btree ("partner_id");--> statement-breakpoint
ALTER TABLE "couple_links" ADD CONSTRAINT "couple_links_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_links" ADD CONSTRAINT "couple_links_end_reason_check" CHECK ("couple_links"."end_reason" is null or "couple_links"."end_reason" in ('unlinked', 'account_deleted'));