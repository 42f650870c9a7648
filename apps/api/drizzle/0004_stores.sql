CREATE TABLE "pickup_stores" (
	"mber_no" text PRIMARY KEY NOT NULL,
	"tnant_cd" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_favorites" (
	"mber_no" text NOT NULL,
	"tnant_cd" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_favorites_mber_no_tnant_cd_pk" PRIMARY KEY("mber_no","tnant_cd")
);
--> statement-breakpoint
ALTER TABLE "pickup_stores" ADD CONSTRAINT "pickup_stores_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_stores" ADD CONSTRAINT "pickup_stores_tnant_cd_stores_tnant_cd_fk" FOREIGN KEY ("tnant_cd") REFERENCES "public"."stores"("tnant_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_favorites" ADD CONSTRAINT "store_favorites_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_favorites" ADD CONSTRAINT "store_favorites_tnant_cd_stores_tnant_cd_fk" FOREIGN KEY ("tnant_cd") REFERENCES "public"."stores"("tnant_cd") ON DELETE cascade ON UPDATE no action;