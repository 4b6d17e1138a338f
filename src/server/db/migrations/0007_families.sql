CREATE TABLE "family_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_id" uuid NOT NULL,
	"inviter_role" text NOT NULL,
	"pairing" text NOT NULL,
	"age_group" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_by" uuid,
	"responded_at" timestamp with time zone,
	CONSTRAINT "family_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "family_invitations_role_check" CHECK ("family_invitations"."inviter_role" in ('parent', 'child')),
	CONSTRAINT "family_invitations_status_check" CHECK ("family_invitations"."status" in ('pending', 'accepted', 'declined', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "family_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"child_id" uuid,
	"pairing" text NOT NULL,
	"age_group" text NOT NULL,
	"child_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "family_links_pairing_check" CHECK ("family_links"."pairing" in ('father_son', 'father_daughter', 'mother_son', 'mother_daughter')),
	CONSTRAINT "family_links_age_group_check" CHECK ("family_links"."age_group" in ('8-12', '13-15', '16-18', '19-24', '25+'))
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "family_id" uuid;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "perspective" text;--> statement-breakpoint
ALTER TABLE "family_assessments" ADD CONSTRAINT "family_assessments_link_id_family_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."family_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_assessments" ADD CONSTRAINT "family_assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitations" ADD CONSTRAINT "family_invitations_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_assessments_link_id_idx" ON "family_assessments" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "family_invitations_inviter_id_idx" ON "family_invitations" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "family_links_parent_id_idx" ON "family_links" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "family_links_child_id_idx" ON "family_links" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_active_pair_idx" ON "family_links" USING btree ("parent_id","child_id") WHERE "family_links"."ended_at" is null and "family_links"."child_id" is not null;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_family_id_family_assessments_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."family_assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_family_id_perspective_idx" ON "assessments" USING btree ("family_id","perspective");