CREATE TABLE "pair_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"couple_link_id" uuid,
	"family_link_id" uuid,
	"assessment_type" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"advice" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "pair_assessments_kind_check" CHECK ("pair_assessments"."kind" in ('couple', 'family')),
	CONSTRAINT "pair_assessments_link_check" CHECK (("pair_assessments"."kind" = 'couple' and "pair_assessments"."couple_link_id" is not null and "pair_assessments"."family_link_id" is null) or ("pair_assessments"."kind" = 'family' and "pair_assessments"."family_link_id" is not null and "pair_assessments"."couple_link_id" is null))
);
--> statement-breakpoint
CREATE TABLE "pair_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"inviter_id" uuid NOT NULL,
	"inviter_role" text,
	"pairing" text,
	"age_group" text,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_by" uuid,
	"responded_at" timestamp with time zone,
	CONSTRAINT "pair_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "pair_invitations_kind_check" CHECK ("pair_invitations"."kind" in ('couple', 'family')),
	CONSTRAINT "pair_invitations_status_check" CHECK ("pair_invitations"."status" in ('pending', 'accepted', 'declined', 'revoked')),
	CONSTRAINT "pair_invitations_family_check" CHECK ("pair_invitations"."kind" <> 'family' or ("pair_invitations"."inviter_role" in ('parent', 'child') and "pair_invitations"."pairing" is not null and "pair_invitations"."age_group" is not null))
);
--> statement-breakpoint
-- Every row keeps its id, so /couple/results/:id and /family/results/:id, the assessments' shared_id and
-- family_id, and every link stay as they were. A family assessment now stores its type, as a couple's did.
INSERT INTO "pair_invitations" ("id", "kind", "inviter_id", "token_hash", "status", "created_at", "expires_at", "responded_by", "responded_at")
SELECT "id", 'couple', "inviter_id", "token_hash", "status", "created_at", "expires_at", "responded_by", "responded_at" FROM "partner_invitations";
--> statement-breakpoint
INSERT INTO "pair_invitations" ("id", "kind", "inviter_id", "inviter_role", "pairing", "age_group", "token_hash", "status", "created_at", "expires_at", "responded_by", "responded_at")
SELECT "id", 'family', "inviter_id", "inviter_role", "pairing", "age_group", "token_hash", "status", "created_at", "expires_at", "responded_by", "responded_at" FROM "family_invitations";
--> statement-breakpoint
INSERT INTO "pair_assessments" ("id", "kind", "couple_link_id", "assessment_type", "created_by", "created_at", "advice")
SELECT "id", 'couple', "link_id", "assessment_type", "created_by", "created_at", "advice" FROM "shared_assessments";
--> statement-breakpoint
INSERT INTO "pair_assessments" ("id", "kind", "family_link_id", "assessment_type", "created_by", "created_at")
SELECT fa."id", 'family', fa."link_id", 'family:' || fl."age_group" || ':' || fl."pairing", fa."created_by", fa."created_at"
FROM "family_assessments" fa JOIN "family_links" fl ON fl."id" = fa."link_id";
--> statement-breakpoint
ALTER TABLE "assessments" DROP CONSTRAINT "assessments_shared_id_shared_assessments_id_fk";
--> statement-breakpoint
ALTER TABLE "assessments" DROP CONSTRAINT "assessments_family_id_family_assessments_id_fk";
--> statement-breakpoint
DROP TABLE "family_assessments";
--> statement-breakpoint
DROP TABLE "family_invitations";
--> statement-breakpoint
DROP TABLE "partner_invitations";
--> statement-breakpoint
DROP TABLE "shared_assessments";
--> statement-breakpoint
ALTER TABLE "pair_assessments" ADD CONSTRAINT "pair_assessments_couple_link_id_couple_links_id_fk" FOREIGN KEY ("couple_link_id") REFERENCES "public"."couple_links"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pair_assessments" ADD CONSTRAINT "pair_assessments_family_link_id_family_links_id_fk" FOREIGN KEY ("family_link_id") REFERENCES "public"."family_links"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pair_assessments" ADD CONSTRAINT "pair_assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pair_invitations" ADD CONSTRAINT "pair_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pair_invitations" ADD CONSTRAINT "pair_invitations_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "pair_assessments_couple_link_id_idx" ON "pair_assessments" USING btree ("couple_link_id");
--> statement-breakpoint
CREATE INDEX "pair_assessments_family_link_id_idx" ON "pair_assessments" USING btree ("family_link_id");
--> statement-breakpoint
CREATE INDEX "pair_invitations_inviter_id_idx" ON "pair_invitations" USING btree ("inviter_id","kind");
--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_shared_id_pair_assessments_id_fk" FOREIGN KEY ("shared_id") REFERENCES "public"."pair_assessments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_family_id_pair_assessments_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."pair_assessments"("id") ON DELETE set null ON UPDATE no action;
