CREATE TABLE "shared_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"assessment_type" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"advice" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "shared_id" uuid;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "share_answers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shared_assessments" ADD CONSTRAINT "shared_assessments_link_id_couple_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."couple_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_assessments" ADD CONSTRAINT "shared_assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_assessments_link_id_idx" ON "shared_assessments" USING btree ("link_id");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_shared_id_shared_assessments_id_fk" FOREIGN KEY ("shared_id") REFERENCES "public"."shared_assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_shared_id_user_id_idx" ON "assessments" USING btree ("shared_id","user_id");