/** The password rules shown while typing (docs/decisions/141). Each is a key of the join namespace. */
export type PasswordRule = "length" | "letter" | "digit" | "special" | "noRepeat" | "notLoginId";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

export type PasswordCheck = { rule: PasswordRule; ok: boolean };

/** Every rule with whether the password meets it (the login id is optional: the rule passes without one). */
export function checkPassword(password: string, loginId = ""): PasswordCheck[] {
  const id = loginId.trim().toLowerCase();
  return [
    { rule: "length", ok: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX },
    { rule: "letter", ok: /[A-Za-z]/.test(password) },
    { rule: "digit", ok: /\d/.test(password) },
    { rule: "special", ok: /[^A-Za-z\d\s]/.test(password) },
    { rule: "noRepeat", ok: password.length > 0 && !/(.)\1\1/.test(password) },
    { rule: "notLoginId", ok: password.length > 0 && (id.length < 3 || !password.toLowerCase().includes(id)) },
  ];
}

export function isPasswordValid(password: string, loginId = ""): boolean {
  return !/\s/.test(password) && checkPassword(password, loginId).every((c) => c.ok);
}

/** Login id: 4–20 lower-case letters and digits, starting with a letter. */
export function isLoginIdValid(loginId: string): boolean {
  return /^[a-z][a-z0-9]{3,19}$/.test(loginId);
}

export function isEmailValid(email: string): boolean {
  return email.length <= 100 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** Nickname: 2–10 characters of Korean, letters or digits. */
export function isNicknameValid(nickName: string): boolean {
  return /^[가-힣A-Za-z0-9]{2,10}$/.test(nickName);
}
