/**
 * Account field rules as pure functions, shared by the API (through the zod schemas of join.ts and
 * account.ts) and the web (shown while typing, imported from "@cellar/contracts/client"). Zod-free.
 */

/** Each rule is also an i18n key on the web (join namespace). */
export type PasswordRule = "length" | "letter" | "digit" | "special" | "noRepeat" | "notLoginId";
export type PasswordCheck = { rule: PasswordRule; ok: boolean };

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

/** Every password rule with whether the password meets it (without a login id that rule passes). */
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

/** Korean texts of the password rules (API validation messages; the web has its own i18n texts). */
export const PASSWORD_RULE_TEXTS_KO: Record<PasswordRule, string> = {
  length: `비밀번호는 ${PASSWORD_MIN}~${PASSWORD_MAX}자로 입력해 주세요`,
  letter: "비밀번호에 영문자를 포함해 주세요",
  digit: "비밀번호에 숫자를 포함해 주세요",
  special: "비밀번호에 특수문자를 포함해 주세요",
  noRepeat: "같은 문자를 3번 이상 연속으로 쓸 수 없습니다",
  notLoginId: "비밀번호에 아이디를 포함할 수 없습니다",
};

/** The first broken rule's text, or null when the password is valid. */
export function passwordProblemKo(password: string, loginId = ""): string | null {
  if (/\s/.test(password)) return "비밀번호에 공백을 쓸 수 없습니다";
  const broken = checkPassword(password, loginId).find((c) => !c.ok);
  return broken ? PASSWORD_RULE_TEXTS_KO[broken.rule] : null;
}

/** Login id: 4–20 lower-case letters and digits, starting with a letter. */
export const LOGIN_ID_PATTERN = /^[a-z][a-z0-9]{3,19}$/;
export const isLoginIdValid = (loginId: string): boolean => LOGIN_ID_PATTERN.test(loginId);

export const EMAIL_MAX = 100;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailValid = (email: string): boolean => email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);

/** Nickname: 2–10 characters of Korean, letters or digits. */
export const NICKNAME_PATTERN = /^[가-힣A-Za-z0-9]{2,10}$/;
export const isNicknameValid = (nickName: string): boolean => NICKNAME_PATTERN.test(nickName);

/** Employee number: E followed by 4 to 8 digits (seeded employees table). */
export const EMP_NO_PATTERN = /^E\d{4,8}$/;

/** SPEC §9: adult age. */
export const ADULT_AGE = 18;

/** Full years on a calendar day (YYYYMMDD strings); null when the birthday is not a real 8-digit date. */
export function ageOnDay(birthday8: string, today8: string): number | null {
  if (!/^\d{8}$/.test(birthday8) || !/^\d{8}$/.test(today8)) return null;
  const [y, m, d] = [birthday8.slice(0, 4), birthday8.slice(4, 6), birthday8.slice(6, 8)].map(Number) as [
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  const reached = today8.slice(4) >= birthday8.slice(4);
  return Number(today8.slice(0, 4)) - y - (reached ? 0 : 1);
}

/** Masks a login id for "find id": the first two characters stay, at least two are hidden. */
export function maskLoginId(loginId: string): string {
  const keep = Math.min(2, Math.max(1, loginId.length - 2));
  return loginId.slice(0, keep) + "*".repeat(loginId.length - keep);
}

/** Birthday calendars (SPEC §3 Join info srdSeCode): 01 solar, 02 lunar. */
export const BIRTHDAY_CALENDARS = { solar: "01", lunar: "02" } as const;
export type BirthdayCalendar = (typeof BIRTHDAY_CALENDARS)[keyof typeof BIRTHDAY_CALENDARS];

/**
 * A lunar birthday (YYYYMMDD) as members keep it for their birthday benefits: lunar months have 29
 * or 30 days, and the lunar date of a birthday falls in its solar year or the year before
 * (decision 440). `birthday` is the certified (solar) YYYYMMDD; without it only the form is checked.
 */
export function isLunarBirthday(value: string, birthday?: string | null): boolean {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 30) return false;
  if (!birthday || !/^\d{8}$/.test(birthday)) return true;
  const solarYear = Number(birthday.slice(0, 4));
  return (year === solarYear && value < birthday) || year === solarYear - 1 || value === birthday;
}
