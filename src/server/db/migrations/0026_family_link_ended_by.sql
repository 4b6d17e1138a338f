-- Decision 063 (issue 29 item 2): a family link's end is told from each side, as a couple link's is
-- (decision 062): the one who ended it reads "You unlinked", the other reads who did. Links ended before
-- this migration keep ended_by null: nobody recorded who ended them, so neither side is told it was them.
ALTER TABLE "family_links" ADD COLUMN "ended_by" uuid;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;