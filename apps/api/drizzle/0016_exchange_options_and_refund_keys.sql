CREATE TABLE "sandbox_refunds" (
	"refund_key" text PRIMARY KEY NOT NULL,
	"payment_key" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_ck" CHECK ("sandbox_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "exchange_opt_item_cd" text;