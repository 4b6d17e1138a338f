CREATE TABLE "grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grantee_id" uuid NOT NULL,
	"granted_by" uuid NOT NULL,
	"scope" text NOT NULL,
	"couple_link_id" uuid,
	"family_link_id" uuid,
	"level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"until" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	CONSTRAINT "grants_level_check" CHECK ("grants"."level" in ('status', 'results', 'answers')),
	CONSTRAINT "grants_not_to_oneself_check" CHECK ("grants"."grantee_id" <> "grants"."granted_by"),
	CONSTRAINT "grants_scope_check" CHECK (("scope" = 'person' and "couple_link_id" is null and "family_link_id" is null) or ("scope" = 'couple' and "couple_link_id" is not null and "family_link_id" is null) or ("scope" = 'family' and "couple_link_id" is null and "family_link_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_grantee_id_users_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_couple_link_id_couple_links_id_fk" FOREIGN KEY ("couple_link_id") REFERENCES "public"."couple_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_family_link_id_family_links_id_fk" FOREIGN KEY ("family_link_id") REFERENCES "public"."family_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grants_grantee_id_idx" ON "grants" USING btree ("grantee_id","scope");--> statement-breakpoint
CREATE INDEX "grants_granted_by_idx" ON "grants" USING btree ("granted_by");--> statement-breakpoint
CREATE INDEX "grants_couple_link_id_idx" ON "grants" USING btree ("couple_link_id");--> statement-breakpoint
CREATE INDEX "grants_family_link_id_idx" ON "grants" USING btree ("family_link_id");