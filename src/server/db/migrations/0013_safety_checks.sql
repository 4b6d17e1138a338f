CREATE TABLE "safety_checks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb,
	"flagged" boolean DEFAULT false NOT NULL,
	"skipped" boolean NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_checks_skipped_check" CHECK ("safety_checks"."skipped" = ("safety_checks"."answers" is null)),
	CONSTRAINT "safety_checks_flagged_check" CHECK (not ("safety_checks"."skipped" and "safety_checks"."flagged"))
);
--> statement-breakpoint
ALTER TABLE "safety_checks" ADD CONSTRAINT "safety_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;