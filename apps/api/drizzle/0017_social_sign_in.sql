CREATE TABLE "sandbox_social_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_social_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_attempts" (
	"binding_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"mber_no" text,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"join_token_hash" text,
	"provider_user_id" text,
	"email" text,
	"join_expires_at" timestamp with time zone,
	"join_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"mber_no" text NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"email" text,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_links_mber_no_provider_pk" PRIMARY KEY("mber_no","provider")
);
--> statement-breakpoint
ALTER TABLE "sandbox_social_codes" ADD CONSTRAINT "sandbox_social_codes_account_id_sandbox_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sandbox_social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_attempts" ADD CONSTRAINT "social_attempts_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_links" ADD CONSTRAINT "social_links_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_social_accounts_provider_email_uq" ON "sandbox_social_accounts" USING btree ("provider","email");--> statement-breakpoint
CREATE UNIQUE INDEX "social_attempts_join_token_uq" ON "social_attempts" USING btree ("join_token_hash");--> statement-breakpoint
CREATE INDEX "social_attempts_expires_idx" ON "social_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_links_provider_user_uq" ON "social_links" USING btree ("provider","provider_user_id");