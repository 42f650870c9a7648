import { isEmailValid, isLoginIdValid, isNicknameValid, isPasswordValid } from "@cellar/contracts/client";
import { useState } from "react";

export type JoinInput = {
  loginId: string;
  loginPassword: string;
  confirmPassword: string;
  email: string;
  nickName: string;
};

export type AvailabilityChecks = {
  checkLoginId: (loginId: string) => Promise<boolean>;
  checkEmail: (email: string) => Promise<boolean>;
  checkNickname: (nickName: string) => Promise<boolean>;
};

type IdState = "unchecked" | "available" | "taken";

const empty: JoinInput = { loginId: "", loginPassword: "", confirmPassword: "", email: "", nickName: "" };

/**
 * The input step's values and their checks: the ID must pass the duplicate check for the exact value
 * typed; email and nickname are checked when their field is left; the password follows the shared rules.
 */
export function useJoinForm({ checkLoginId, checkEmail, checkNickname }: AvailabilityChecks, initialEmail = "") {
  const [form, setForm] = useState<JoinInput>({ ...empty, email: initialEmail });
  const [idState, setIdState] = useState<{ id: string; state: IdState }>({ id: "", state: "unchecked" });
  /** Values the API said are taken. */
  const [taken, setTaken] = useState<{ email: string[]; nickName: string[] }>({ email: [], nickName: [] });

  const set = (key: keyof JoinInput) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: key === "loginId" ? e.target.value.trim().toLowerCase() : e.target.value }));

  const idChecked = idState.id === form.loginId ? idState.state : "unchecked";
  const emailTaken = taken.email.includes(form.email.trim().toLowerCase());
  const nickTaken = taken.nickName.includes(form.nickName);
  const ok = {
    loginIdShape: isLoginIdValid(form.loginId),
    password: isPasswordValid(form.loginPassword, form.loginId),
    confirm: form.confirmPassword !== "" && form.confirmPassword === form.loginPassword,
    email: isEmailValid(form.email.trim()) && !emailTaken,
    nickName: isNicknameValid(form.nickName) && !nickTaken,
  };
  const valid = idChecked === "available" && ok.password && ok.confirm && ok.email && ok.nickName;

  /** Resolves false when the ID's shape is wrong (no call is made). */
  const checkId = async (): Promise<boolean> => {
    if (!ok.loginIdShape) return false;
    try {
      const available = await checkLoginId(form.loginId);
      setIdState({ id: form.loginId, state: available ? "available" : "taken" });
    } catch {
      setIdState({ id: "", state: "unchecked" });
    }
    return true;
  };

  const checkTaken = async (key: "email" | "nickName") => {
    const value = key === "email" ? form.email.trim().toLowerCase() : form.nickName;
    if (key === "email" ? !isEmailValid(value) : !isNicknameValid(value)) return;
    try {
      const available = await (key === "email" ? checkEmail(value) : checkNickname(value));
      if (!available) setTaken((t) => ({ ...t, [key]: [...t[key], value] }));
    } catch {
      // The join call checks again; a failed pre-check only loses the early hint.
    }
  };

  return { form, set, idChecked, emailTaken, nickTaken, ok, valid, checkId, checkTaken };
}
