CREATE TABLE "cookbook_opens" (
	"user_id" text NOT NULL,
	"cookbook_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cookbook_opens_user_id_cookbook_id_pk" PRIMARY KEY("user_id","cookbook_id")
);
--> statement-breakpoint
ALTER TABLE "cookbook_opens" ADD CONSTRAINT "cookbook_opens_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookbook_opens" ADD CONSTRAINT "cookbook_opens_cookbook_id_cookbooks_id_fk" FOREIGN KEY ("cookbook_id") REFERENCES "public"."cookbooks"("id") ON DELETE cascade ON UPDATE no action;