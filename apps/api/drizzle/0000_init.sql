CREATE TABLE "alarms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mber_no" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"mber_no" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"user_agent" text,
	"client_addr" text
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"cart_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_cart_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mber_no" text NOT NULL,
	"tnant_cd" text NOT NULL,
	"item_cd" text NOT NULL,
	"item_qty" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_codes" (
	"grp_cd" text NOT NULL,
	"cd" text NOT NULL,
	"cd_nm" text NOT NULL,
	"cd_eng_nm" text,
	"sort_ordr" integer NOT NULL,
	"attr1" text,
	"use_yn" boolean DEFAULT true NOT NULL,
	CONSTRAINT "common_codes_grp_cd_cd_pk" PRIMARY KEY("grp_cd","cd")
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"grad_reg_no" text PRIMARY KEY NOT NULL,
	"grad_nm" text NOT NULL,
	"grad_eng_nm" text NOT NULL,
	"grad_kor_nm" text NOT NULL,
	"grad_start_point" integer NOT NULL,
	"grad_rate" numeric(5, 2) NOT NULL,
	"grad_value" integer NOT NULL,
	"vipgrad_at_code" text DEFAULT 'N' NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_ordr" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"mber_no" text PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"kor_mber_nm" text NOT NULL,
	"eng_last_nm" text,
	"eng_frst_nm" text,
	"nick_name" text,
	"birthday" text,
	"grad_reg_no" text NOT NULL,
	"grad_reg_point" integer DEFAULT 0 NOT NULL,
	"mber_sttus_se_code" text DEFAULT '01' NOT NULL,
	"tel_frst_no" text,
	"tel_mid_no" text,
	"tel_ind_no" text,
	"email" text,
	"nlty_code" text,
	"nlty_code_nm" text,
	"nation_code" text,
	"nation_code_nm" text,
	"mbrsh_card_no" text,
	"recomdr_id" text,
	"first_scrb_de" date NOT NULL,
	"crtfc_se_code" text DEFAULT 'Y' NOT NULL,
	"scrb_cours_mth" text,
	"ctmmny_no" text NOT NULL,
	"sns_ty_code" text,
	"frgnr_se_code" text DEFAULT '01' NOT NULL,
	"scrbcours_ty_code" text DEFAULT '02' NOT NULL,
	"pwd_chng_lmtt_de" date,
	"sex_se_code" text,
	"pchrg_mber_yn_code" integer DEFAULT 0 NOT NULL,
	"prepaid_balance" integer DEFAULT 0 NOT NULL,
	"is_emp" boolean DEFAULT false NOT NULL,
	"emp_no" text,
	"migration_mber_join_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_login_id_unique" UNIQUE("login_id"),
	CONSTRAINT "members_mbrsh_card_no_unique" UNIQUE("mbrsh_card_no")
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"push_token" text PRIMARY KEY NOT NULL,
	"mber_no" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"tnant_cd" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"district" text NOT NULL,
	"base_addr" text NOT NULL,
	"detail_addr" text,
	"tel" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"open_time" time NOT NULL,
	"close_time" time NOT NULL,
	"pickup_yn" boolean DEFAULT true NOT NULL,
	"wine_keep_yn" boolean DEFAULT false NOT NULL,
	"tasting_yn" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"os_code" text NOT NULL,
	"update_version" text NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_grad_reg_no_grades_grad_reg_no_fk" FOREIGN KEY ("grad_reg_no") REFERENCES "public"."grades"("grad_reg_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarms_mber_unread_idx" ON "alarms" USING btree ("mber_no","read_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_mber_active_idx" ON "sessions" USING btree ("mber_no","revoked_at");--> statement-breakpoint
CREATE INDEX "cart_items_mber_idx" ON "cart_items" USING btree ("mber_no");--> statement-breakpoint
CREATE INDEX "members_login_id_lower_idx" ON "members" USING btree (lower("login_id"));--> statement-breakpoint
CREATE INDEX "stores_region_idx" ON "stores" USING btree ("region","district");--> statement-breakpoint
CREATE INDEX "app_versions_os_released_idx" ON "app_versions" USING btree ("os_code","released_at");