/** The sandbox certification page: small, server-rendered, no script (CSP allows inline styles only). */

export type SandboxForm = { name: string; birthday: string; phone: string; sex: string; foreigner: boolean };

const escapeHtml = (v: string) =>
  v.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

const PURPOSES: Record<string, string> = {
  join: "회원가입을",
  findId: "아이디 찾기를",
  resetPwd: "비밀번호 재설정을",
  changePwd: "비밀번호 변경을",
  changeContact: "휴대폰 번호 변경을",
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:"Pretendard","Apple SD Gothic Neo","Noto Sans KR",sans-serif;
background:#f5f3f0;color:#1f1b16;font-size:15px;accent-color:#5b3df5}
main{max-width:420px;margin:0 auto;padding:24px 20px 32px}
header{display:flex;align-items:center;gap:8px;margin-bottom:4px}
.badge{background:#5b3df5;color:#fff;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:700}
h1{font-size:20px;margin:8px 0 4px}p.lead{margin:0 0 20px;color:#6b635b;font-size:13px;line-height:1.5}
form{background:#fff;border-radius:16px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
label{display:block;font-weight:500;margin:14px 0 6px;font-size:14px}form>label:first-of-type{margin-top:0}
input[type=text],input[type=tel]{width:100%;height:48px;border:1px solid #d6d0c8;border-radius:8px;padding:0 12px;
font-size:16px}input:focus{outline:2px solid #5b3df5;border-color:#5b3df5}
fieldset{border:0;padding:0;margin:14px 0 0}legend{font-weight:500;font-size:14px;margin-bottom:6px}
.row{display:flex;gap:16px;align-items:center}.row label{display:flex;gap:6px;align-items:center;margin:0;font-weight:400}
.check{display:flex;gap:8px;align-items:center;margin-top:14px;font-weight:400}
.error{background:#fdecec;color:#c62828;border-radius:8px;padding:10px 12px;margin-bottom:14px;font-size:13px}
.actions{display:flex;gap:8px;margin-top:24px}
button{flex:1;height:52px;border-radius:12px;font-size:16px;font-weight:700;border:0;cursor:pointer}
button.primary{background:#5b3df5;color:#fff}button.secondary{background:#ece8e3;color:#3d362f}
small{display:block;color:#8a8279;font-size:12px;margin-top:4px}
`;

export function renderSandboxPage(input: {
  token: string;
  certType: string;
  form?: SandboxForm;
  error?: string;
}): string {
  const f = input.form ?? { name: "", birthday: "", phone: "", sex: "M", foreigner: false };
  const purpose = PURPOSES[input.certType] ?? "본인 확인을";
  const checked = (on: boolean) => (on ? " checked" : "");
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no">
<title>휴대폰 본인인증 (테스트)</title><style>${STYLE}</style></head><body><main>
<header><span class="badge">SANDBOX</span><span>셀러 본인인증</span></header>
<h1>휴대폰 본인인증</h1>
<p class="lead">${escapeHtml(purpose)} 위한 테스트 인증 화면입니다. 실제 문자는 발송되지 않으며 입력한 정보가 그대로 인증 결과가 됩니다.</p>
<form method="post" action="/sandbox/cert" aria-label="본인인증">
${input.error ? `<div class="error" role="alert">${escapeHtml(input.error)}</div>` : ""}
<label for="name">이름</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="20" value="${escapeHtml(f.name)}">
<label for="birthday">생년월일 8자리</label>
<input id="birthday" name="birthday" type="tel" inputmode="numeric" required pattern="\\d{8}" maxlength="8"
 placeholder="예) 19900101" value="${escapeHtml(f.birthday)}">
<label for="phone">휴대폰 번호</label>
<input id="phone" name="phone" type="tel" inputmode="numeric" required pattern="01\\d{8,9}" maxlength="11"
 placeholder="숫자만 입력 (예: 01012345678)" value="${escapeHtml(f.phone)}">
<fieldset><legend>성별</legend><div class="row">
<label><input type="radio" name="sex" value="M"${checked(f.sex !== "F")}> 남자</label>
<label><input type="radio" name="sex" value="F"${checked(f.sex === "F")}> 여자</label></div></fieldset>
<label class="check"><input type="checkbox" name="foreigner" value="Y"${checked(f.foreigner)}> 외국인입니다</label>
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<div class="actions">
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>취소</button>
<button class="primary" type="submit" name="action" value="approve">인증 완료</button>
</div></form></main></body></html>`;
}

export function renderSandboxError(message: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>본인인증 오류</title>
<style>${STYLE}</style></head><body><main><h1>본인인증을 진행할 수 없습니다</h1>
<p class="lead" role="alert">${escapeHtml(message)}</p></main></body></html>`;
}
