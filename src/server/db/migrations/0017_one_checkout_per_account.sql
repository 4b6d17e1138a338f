CREATE TABLE "checkout_sessions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"attempt" integer NOT NULL,
	"plan" text NOT NULL,
	"period" text NOT NULL,
	"locale" text NOT NULL,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_plan_check" CHECK ("checkout_sessions"."plan" in ('individual', 'couple', 'premium')),
	CONSTRAINT "checkout_sessions_period_check" CHECK ("checkout_sessions"."period" in ('monthly', 'yearly'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "duplicate_of" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;