CREATE TABLE "milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"occurred_on" date NOT NULL,
	"note" text,
	"shared_with_partner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestones_kind_check" CHECK ("milestones"."kind" in ('engagement', 'nikah', 'wedding', 'anniversary', 'child_birth', 'new_home', 'custom'))
);
--> statement-breakpoint
ALTER TABLE "couple_links" ADD COLUMN "first_user_id" uuid;--> statement-breakpoint
ALTER TABLE "couple_links" ADD COLUMN "second_user_id" uuid;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestones_user_id_idx" ON "milestones" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "couple_links" ADD CONSTRAINT "couple_links_first_user_id_users_id_fk" FOREIGN KEY ("first_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_links" ADD CONSTRAINT "couple_links_second_user_id_users_id_fk" FOREIGN KEY ("second_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "couple_links_first_user_id_idx" ON "couple_links" USING btree ("first_user_id");--> statement-breakpoint
CREATE INDEX "couple_links_second_user_id_idx" ON "couple_links" USING btree ("second_user_id");--> statement-breakpoint
-- Links made before members were recorded: the active ones can be filled in from the partners table.
UPDATE "couple_links" SET "first_user_id" = p."user_id", "second_user_id" = p."partner_id"
FROM "partners" p WHERE p."link_id" = "couple_links"."id" AND p."user_id" < p."partner_id";
