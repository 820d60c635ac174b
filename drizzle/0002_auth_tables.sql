ALTER TABLE "recipes" DROP CONSTRAINT "recipes_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "rate_limit" ALTER COLUMN "last_request" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;