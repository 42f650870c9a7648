import type { OrderLines as OrderLinesInput, OrderStart, PayMethod } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Checkbox } from "../../../components/ui/choice-inputs";
import { CtaBar } from "../../../components/ui/cta-bar";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { TextField } from "../../../components/ui/text-field";
import { useGoBack } from "../../../components/ui/use-go-back";
import { checkoutErrorText } from "../../../domain/errors/checkout-error-text";
import { formatNumber } from "../../../lib/format/number";
import { useGlobalState } from "../../../lib/state/global-state";
import { useOrderCalculation } from "../api/calculate-order";
import { useCreateOrder } from "../api/create-order";
import { useOrderSheet } from "../api/get-order-sheet";
import { AmountSummary } from "../components/amount-summary";
import { BenefitSection } from "../components/benefit-section";
import { GiftSection, giftReady } from "../components/gift-section";
import { OrderLines } from "../components/order-lines";
import { PayMethodSection } from "../components/pay-method-section";
import { ReceiveSection } from "../components/receive-section";
import { SheetSection } from "../components/sheet-section";
import { useOrderForm } from "../hooks/use-order-form";
import styles from "./order-sheet-route.module.css";

type OrderSheetRouteProps = {
  /** The lines to order (cartInpParam), null when none are stored, undefined until the device is read. */
  lines: OrderLinesInput | null | undefined;
  links: { cart: string; shipping: string; terms: string; vipCredit: string; wineKeep: string };
  /** The order exists and its payment started: the page opens the popup for the method. */
  onStarted: (start: OrderStart) => void;
  /** Where the hosted payment page returns for a method (the popup route). */
  returnPathOf: (method: PayMethod) => string | undefined;
};

/** `/order`: orderer, pick-up or delivery, coupons, stamps, employee, prepaid, pay method, amounts, terms. */
export function OrderSheetRoute({ lines, links, onStarted, returnPathOf }: OrderSheetRouteProps) {
  const { t } = useTranslation("order");
  const { t: tr } = useTranslation("routes");
  const goBack = useGoBack();
  const toast = useGlobalState((s) => s.showToast);
  const sheetQuery = useOrderSheet(lines ?? null);
  const sheet = sheetQuery.data;
  const { form, update, calcRequest, isDelivery, keep } = useOrderForm(lines ?? null, sheet);
  const calcQuery = useOrderCalculation(calcRequest);
  const calc = calcQuery.data ?? sheet?.calculation;
  const create = useCreateOrder();

  const header = <PageHeader title={tr("order")} onBack={goBack} bordered />;
  if (lines === undefined) return header;
  if (!lines || sheetQuery.isError) {
    return (
      <>
        {header}
        <main className={styles.page}>
          <EmptyState
            title={lines ? (checkoutErrorText(sheetQuery.error) ?? t("loadFailed")) : t("noLines")}
            action={
              <Link to={links.cart} className={styles.link}>
                {t("toCart")}
              </Link>
            }
          />
        </main>
      </>
    );
  }
  if (!sheet || !calc) return header;

  const storeName = (tnantCd: string) => sheet.stores.find((s) => s.tnantCd === tnantCd)?.tnantNm ?? "";
  const mobileOk = /^01\d{8,9}$/.test(form.ordererMobileNum);
  const payMethod: PayMethod = calc.amounts.cardAmt === 0 ? "PREPAID" : form.payChoice;
  const ready =
    form.agree &&
    mobileOk &&
    !calcQuery.isFetching &&
    !calcQuery.isError &&
    (isDelivery ? form.addrNo !== null : form.revDate !== "") &&
    giftReady(form.gift) &&
    !create.isPending;

  const submit = () => {
    if (!ready) return;
    create.mutate(
      {
        ...calcRequest!,
        takeType: form.takeType,
        appKeepYn: keep ? "Y" : "N",
        revDate: isDelivery ? undefined : form.revDate,
        revTakeHm: isDelivery || !form.revTakeHm ? undefined : form.revTakeHm,
        addrNo: isDelivery ? (form.addrNo ?? undefined) : undefined,
        ordererMobileNum: form.ordererMobileNum,
        email: form.email,
        receiverRmk: isDelivery ? form.receiverRmk.trim() : "",
        tnantRmk: form.tnantRmk,
        agreeYn: "Y",
        ...(form.gift ? { gift: form.gift } : {}),
        payMethod,
        returnPath: returnPathOf(payMethod),
        expectedNetAmt: calc.amounts.netAmt,
      },
      {
        onSuccess: onStarted,
        onError: (e) => {
          const text = checkoutErrorText(e);
          if (text) toast(text);
          if (calcRequest) void calcQuery.refetch();
        },
      },
    );
  };

  return (
    <>
      {header}
      <main className={styles.page}>
        <SheetSection id="order-lines" title={t("lines.title", { count: calc.orderItems.length })}>
          <OrderLines items={calc.orderItems} storeName={storeName} />
        </SheetSection>
        <SheetSection id="order-orderer" title={t("orderer.title")}>
          <p className={styles.orderer}>
            {sheet.orderer.korMberNm}
            {sheet.orderer.isEmp ? <span className={styles.badge}>{t("orderer.employee")}</span> : null}
            {sheet.orderer.paidMberYn === "Y" ? <span className={styles.badge}>{t("orderer.paid")}</span> : null}
          </p>
          <div className={styles.fields}>
            <TextField
              label={t("orderer.mobile")}
              inputMode="numeric"
              value={form.ordererMobileNum}
              onChange={(e) => update({ ordererMobileNum: e.target.value.replace(/\D/g, "").slice(0, 11) })}
              error={mobileOk ? null : t("orderer.mobileInvalid")}
            />
            <TextField
              label={t("orderer.request")}
              value={form.tnantRmk}
              maxLength={200}
              placeholder={t("orderer.requestHint")}
              onChange={(e) => update({ tnantRmk: e.target.value })}
            />
          </div>
        </SheetSection>
        <ReceiveSection
          sheet={sheet}
          form={form}
          update={update}
          shippingHref={links.shipping}
          wineKeepHref={links.wineKeep}
        />
        <GiftSection form={form} update={update} />
        <BenefitSection sheet={sheet} calc={calc} form={form} update={update} vipCreditHref={links.vipCredit} />
        <PayMethodSection
          value={form.payChoice}
          onChange={(payChoice) => update({ payChoice })}
          cardAmt={calc.amounts.cardAmt}
        />
        <AmountSummary amounts={calc.amounts} discounts={calc.discounts} stale={calcQuery.isFetching} />
        {calcQuery.isError ? (
          <p className={styles.error} role="alert">
            {checkoutErrorText(calcQuery.error) ?? t("calcFailed")}
          </p>
        ) : null}
        <section className={styles.terms} aria-label={t("terms.title")}>
          <label className={styles.agree}>
            <Checkbox checked={form.agree} onCheckedChange={(agree) => update({ agree })} />
            <span>{t("terms.agree")}</span>
          </label>
          <ul className={styles.termList}>
            <li>{t("terms.item1")}</li>
            <li>{t("terms.item2")}</li>
            <li>{t("terms.item3")}</li>
          </ul>
          <Link to={links.terms} className={styles.termsLink}>
            {t("terms.view")}
          </Link>
        </section>
        <CtaBar
          actions={[
            {
              label: t("pay", { value: formatNumber(calc.amounts.netAmt) }),
              onClick: submit,
              disabled: !ready,
            },
          ]}
        />
      </main>
    </>
  );
}
