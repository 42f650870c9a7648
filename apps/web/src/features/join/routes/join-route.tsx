import type { LoginUserInfo } from "@cellar/contracts/client";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useCertState } from "../../../domain/certification/cert-state";
import { useAgreeTerms } from "../api/get-agree-terms";
import { CompleteStep } from "../components/complete-step";
import styles from "../components/join.module.css";
import { JOIN_STEPS, type JoinStep, JoinStepper } from "../components/join-stepper";
import { SocialJoinBanner } from "../components/social-join-banner";
import { TermsStep } from "../components/terms-step";
import { useJoinDraftState } from "../state/join-draft-state";
import { JoinInputStep } from "./join-input";

export type JoinLinks = {
  home: string;
  membership: string;
  terms: string;
  input: string;
  complete: string;
  cert: string;
};

type JoinRouteProps = {
  links: JoinLinks;
  /** A member who is already signed in has nothing to join: home, except on the complete step. */
  loggedIn: boolean;
  onJoined: (info: LoginUserInfo) => void;
};

const asStep = (v: string | null): JoinStep =>
  (JOIN_STEPS as readonly string[]).includes(v ?? "") ? (v as JoinStep) : "terms";

/** `/join` (and `/signup`): terms → certification and input → complete; the step is in the address. */
export function JoinRoute({ links, loggedIn, onJoined }: JoinRouteProps) {
  const { t } = useTranslation("join");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const step = asStep(params.get("step"));
  const terms = useAgreeTerms();
  const draft = useJoinDraftState();
  const leavingRef = useRef(false);
  // After the certification the terms step lies under the input step (the callback stacks them).
  const goBackToTerms = useGoBack(links.terms);
  // Read once: the join itself signs the new member in, which must not send them away.
  const [memberAtEntry] = useState(loggedIn);
  const go = async (to: string) => {
    await Promise.resolve(navigate(to, { replace: true })).catch(() => undefined);
  };
  /** Leaves the sign-up; the draft may be emptied afterwards without sending this page back to the terms. */
  const leave = (to: string) => {
    leavingRef.current = true;
    return go(to);
  };

  // A step cannot be opened before the one it needs: input needs the terms, complete needs a join.
  const missing =
    (step === "input" && Object.keys(draft.agreed).length === 0) ||
    (step === "complete" && !draft.joined) ||
    (step !== "complete" && memberAtEntry);
  useEffect(() => {
    if (!missing || leavingRef.current) return;
    void navigate(step === "complete" || memberAtEntry ? links.home : links.terms, { replace: true });
  }, [missing, step, links, navigate, memberAtEntry]);

  const back = () => {
    if (step === "input") goBackToTerms();
    else void leave(links.home);
  };

  return (
    <>
      <PageHeader title={t("title")} onBack={step === "complete" ? undefined : back} />
      <main>
        <JoinStepper current={step} />
        {draft.social && step !== "complete" ? (
          <SocialJoinBanner provider={draft.social.provider} onPlain={draft.clearSocial} />
        ) : null}
        {terms.isError ? (
          <div className={styles.step}>
            <p className={styles.error} role="alert">
              {t("terms.loadFailed")}
            </p>
            <Button block variant="outline" onClick={() => terms.refetch()}>
              {t("common:retry")}
            </Button>
          </div>
        ) : null}
        {step === "terms" && terms.data ? (
          <TermsStep
            terms={terms.data}
            initialAgreed={draft.agreed}
            initialChannels={draft.channels}
            onNext={(agreed, channels) => {
              draft.setTerms(agreed, channels);
              useCertState.getState().reset();
              void navigate(links.cert);
            }}
          />
        ) : null}
        {step === "input" && !missing && terms.data ? (
          <JoinInputStep
            terms={terms.data}
            certHref={links.cert}
            onJoined={(info) => {
              onJoined(info);
              void go(links.complete);
            }}
            onRefused={() => leave(links.home)}
          />
        ) : null}
        {step === "complete" && draft.joined ? (
          <CompleteStep
            joined={draft.joined}
            onHome={() => void leave(links.home).then(draft.reset)}
            onMembership={() => void leave(links.membership).then(draft.reset)}
          />
        ) : null}
      </main>
    </>
  );
}
