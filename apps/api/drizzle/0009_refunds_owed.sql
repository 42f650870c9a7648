ALTER TABLE "payments" DROP CONSTRAINT "payments_status_ck";--> statement-breakpoint
CREATE INDEX "payments_refunding_idx" ON "payments" USING btree ("mber_no") WHERE "payments"."status" = 'REFUNDING';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('READY', 'DONE', 'FAILED', 'REFUNDING', 'CANCELLED'));