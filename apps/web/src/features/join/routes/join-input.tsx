import { type LoginUserInfo, SOCIAL_CERT_METHOD, SOCIAL_ERRORS, type Term } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { AlertDialog } from "../../../components/ui/dialog";
import { useCertState, verifiedIdentity } from "../../../domain/certification/cert-state";
import { accountErrorText, isCertError } from "../../../domain/errors/account-error-text";
import { isApiError } from "../../../lib/http/errors";
import { checkEmail } from "../api/check-email";
import { checkLoginId } from "../api/check-login-id";
import { checkNickname } from "../api/check-nickname";
import { useJoin } from "../api/join";
import { CertPanel } from "../components/cert-panel";
import { InputStep } from "../components/input-step";
import type { JoinInput } from "../hooks/use-join-form";
import { isAdult } from "../rules/adult";
import { toAgreTyList } from "../rules/consents";
import { useJoinDraftState } from "../state/join-draft-state";

type JoinInputProps = {
  terms: Term[];
  certHref: string;
  onJoined: (info: LoginUserInfo) => void;
  /** Leaves the sign-up (a minor); resolves once the navigation is done. */
  onRefused: () => Promise<void>;
};

/** Step 2: certification first (adults only), then the account fields and the join call. */
export function JoinInputStep({ terms, certHref, onJoined, onRefused }: JoinInputProps) {
  const { t } = useTranslation("join");
  const cert = useCertState();
  const draft = useJoinDraftState();
  const join = useJoin();
  const identity = verifiedIdentity(cert, "join");
  const socialExpired = isApiError(join.error) && join.error.code === SOCIAL_ERRORS.socialJoinExpired.code;

  if (!identity) {
    const failed = cert.certType === "join" && cert.certResult !== null && cert.certResult !== "VERIFIED";
    return <CertPanel certHref={certHref} failed={failed || isCertError(join.error)} />;
  }

  // SPEC §5 adult check (the shared rule) on the certified birthday; the API refuses minors as well.
  if (!identity.adult || !isAdult(identity.birthday)) {
    return (
      <AlertDialog
        open
        title={t("cert.minorTitle")}
        message={t("cert.minor")}
        onConfirm={() => {
          // Leave first: emptying the draft while still here would send the page back to the terms.
          void onRefused().then(() => {
            useCertState.getState().reset();
            useJoinDraftState.getState().reset();
          });
        }}
      />
    );
  }

  const submit = (input: JoinInput) => {
    join.mutate(
      {
        certToken: cert.moduleToken,
        loginId: input.loginId,
        loginPassword: input.loginPassword,
        confirmPassword: input.confirmPassword,
        email: input.email,
        nickName: input.nickName,
        scrbcoursTyCode: "02",
        // A sign-up that started with a social account: its join token, certification method 07 SNS.
        ...(draft.social ? { snsTkn: draft.social.snsTkn, crtfcMthSeCode: SOCIAL_CERT_METHOD } : {}),
        arrMberAgre: terms.map((term) => ({
          agreRegNo: term.stplatRegNo,
          ver: term.ver,
          agreSeCode: draft.agreed[term.stplatRegNo] === term.ver ? "Y" : "N",
        })),
        arrAgreTy: toAgreTyList(draft.channels),
      },
      {
        onSuccess: (info) => {
          useCertState.getState().reset();
          useJoinDraftState
            .getState()
            .setJoined({ korMberNm: info.korMberNm, mbrshCardNo: info.mbrshCardNo, gradNm: info.gradNm });
          onJoined(info);
        },
        onError: (error) => {
          if (isCertError(error)) useCertState.getState().reset();
          if (isApiError(error) && error.code === SOCIAL_ERRORS.socialJoinExpired.code) {
            useJoinDraftState.getState().clearSocial();
          }
        },
      },
    );
  };

  return (
    <InputStep
      identity={identity}
      pending={join.isPending}
      errorText={socialExpired ? t("social.expired") : accountErrorText(join.error)}
      initialEmail={draft.social?.email ?? ""}
      checkLoginId={checkLoginId}
      checkEmail={checkEmail}
      checkNickname={checkNickname}
      onSubmit={submit}
    />
  );
}
