CREATE TABLE "counsellors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"display_name" text NOT NULL,
	"credential" text NOT NULL,
	"country" text NOT NULL,
	"languages" jsonb NOT NULL,
	"gender" text NOT NULL,
	"bio" text NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"listed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counsellors_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "counsellors_status_check" CHECK ("counsellors"."status" in ('applied', 'verified', 'rejected', 'suspended')),
	CONSTRAINT "counsellors_gender_check" CHECK ("counsellors"."gender" in ('male', 'female')),
	CONSTRAINT "counsellors_country_check" CHECK ("counsellors"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "counsellors_bio_check" CHECK (char_length("counsellors"."bio") <= 600)
);
--> statement-breakpoint
ALTER TABLE "counsellors" ADD CONSTRAINT "counsellors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellors" ADD CONSTRAINT "counsellors_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counsellors_status_idx" ON "counsellors" USING btree ("status");