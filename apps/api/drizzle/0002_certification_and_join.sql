CREATE TABLE "sandbox_certifications" (
	"token" text PRIMARY KEY NOT NULL,
	"cert_type" text NOT NULL,
	"status" text NOT NULL,
	"name" text,
	"birthday" text,
	"phone" text,
	"sex_se_code" text,
	"frgnr_se_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"emp_no" text PRIMARY KEY NOT NULL,
	"emp_nm" text NOT NULL,
	"dept_nm" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_consents" (
	"mber_no" text NOT NULL,
	"agre_recptn_ty_code" text NOT NULL,
	"recptn_at_se_code" text NOT NULL,
	"agre_de" date NOT NULL,
	CONSTRAINT "member_consents_mber_no_agre_recptn_ty_code_pk" PRIMARY KEY("mber_no","agre_recptn_ty_code")
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"mber_no" text PRIMARY KEY NOT NULL,
	"ci_no" text,
	"srd_se_code" text DEFAULT '01' NOT NULL,
	"rl_birthday" text,
	"mber_ty_code" text DEFAULT '01' NOT NULL,
	"crtfc_mth_se_code" text DEFAULT '01' NOT NULL,
	"card_auto_code" text DEFAULT 'Y' NOT NULL,
	"card_issu_ty_code" text DEFAULT 'I' NOT NULL,
	"extra_tels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "member_profiles_ci_no_unique" UNIQUE("ci_no")
);
--> statement-breakpoint
CREATE TABLE "member_quits" (
	"mber_no" text PRIMARY KEY NOT NULL,
	"reason_code" text NOT NULL,
	"reason_text" text,
	"quit_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cert_verifications" (
	"token" text PRIMARY KEY NOT NULL,
	"cert_type" text NOT NULL,
	"status" text NOT NULL,
	"mber_no" text,
	"kor_mber_nm" text,
	"birthday" text,
	"sex_se_code" text,
	"frgnr_se_code" text,
	"tel_frst_no" text,
	"tel_mid_no" text,
	"tel_ind_no" text,
	"ci_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_agreements" (
	"mber_no" text NOT NULL,
	"agre_reg_no" text NOT NULL,
	"ver" text NOT NULL,
	"agre_se_code" text NOT NULL,
	"agre_de" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_agreements_mber_no_agre_reg_no_ver_pk" PRIMARY KEY("mber_no","agre_reg_no","ver")
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"stplat_reg_no" text NOT NULL,
	"ver" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"required_yn" text NOT NULL,
	"effective_de" date NOT NULL,
	"sort_ordr" integer NOT NULL,
	CONSTRAINT "terms_stplat_reg_no_ver_pk" PRIMARY KEY("stplat_reg_no","ver")
);
--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_quits" ADD CONSTRAINT "member_quits_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_agreements" ADD CONSTRAINT "member_agreements_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cert_verifications_expires_idx" ON "cert_verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_uq" ON "members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "members_nick_name_uq" ON "members" USING btree ("nick_name");--> statement-breakpoint
CREATE UNIQUE INDEX "members_emp_no_uq" ON "members" USING btree ("emp_no");