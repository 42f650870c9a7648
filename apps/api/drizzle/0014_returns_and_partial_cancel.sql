CREATE TABLE "return_history" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_no" text NOT NULL,
	"status" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_no" text NOT NULL,
	"order_item_no" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "return_lines_return_no_order_item_no_pk" PRIMARY KEY("return_no","order_item_no"),
	CONSTRAINT "return_lines_qty_ck" CHECK ("return_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"return_no" text NOT NULL,
	"file_id" text NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "return_photos_return_no_file_id_pk" PRIMARY KEY("return_no","file_id")
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"return_no" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"mber_no" text NOT NULL,
	"type" text NOT NULL,
	"reason_cd" text NOT NULL,
	"reason_text" text DEFAULT '' NOT NULL,
	"collect_method" text NOT NULL,
	"address" jsonb,
	"status" text NOT NULL,
	"fee" jsonb NOT NULL,
	"fee_amt" integer DEFAULT 0 NOT NULL,
	"fee_pay_no" text,
	"fee_pay_attempts" integer DEFAULT 0 NOT NULL,
	"fee_paid_at" timestamp with time zone,
	"refund" jsonb,
	"refund_amt" integer DEFAULT 0 NOT NULL,
	"refuse_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_amounts_ck" CHECK ("returns"."fee_amt" >= 0 and "returns"."refund_amt" >= 0),
	CONSTRAINT "returns_status_ck" CHECK ("returns"."status" in ('FEE_DUE', 'REQUESTED', 'COLLECTED', 'INSPECTED', 'REFUNDED', 'RESENT', 'REFUSED'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_history" ADD CONSTRAINT "return_history_return_no_returns_return_no_fk" FOREIGN KEY ("return_no") REFERENCES "public"."returns"("return_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_no_returns_return_no_fk" FOREIGN KEY ("return_no") REFERENCES "public"."returns"("return_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_no_returns_return_no_fk" FOREIGN KEY ("return_no") REFERENCES "public"."returns"("return_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_history_return_idx" ON "return_history" USING btree ("return_no","seq");--> statement-breakpoint
CREATE INDEX "returns_member_idx" ON "returns" USING btree ("mber_no","created_at");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_no");