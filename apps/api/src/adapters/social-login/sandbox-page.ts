/** The sandbox provider's login page: small, server-rendered, no script (CSP allows inline styles only). */

import type { SocialProvider } from "@cellar/contracts";

export type SandboxSocialForm = { email: string; name: string };

/** What the page carries from the authorize request to its POST. */
export type AuthorizeRequest = { redirectUri: string; state: string; codeChallenge: string };

const escapeHtml = (v: string) =>
  v.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** Each provider's look (brand colour and name), so the sandbox reads like the real page. */
export const PROVIDER_LOOK: Record<SocialProvider, { name: string; bg: string; fg: string }> = {
  kakao: { name: "카카오", bg: "#FEE500", fg: "#191919" },
  naver: { name: "네이버", bg: "#03C75A", fg: "#FFFFFF" },
  apple: { name: "Apple", bg: "#000000", fg: "#FFFFFF" },
};

const style = (bg: string, fg: string) => `
*{box-sizing:border-box}body{margin:0;font-family:"Pretendard","Apple SD Gothic Neo","Noto Sans KR",sans-serif;
background:#f5f5f5;color:#1f1b16;font-size:15px}
main{max-width:420px;margin:0 auto;padding:24px 20px 32px}
header{display:flex;align-items:center;gap:8px;margin-bottom:4px}
.badge{background:#1f1b16;color:#fff;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:700}
.brand{background:${bg};color:${fg};border-radius:8px;padding:2px 10px;font-weight:700}
h1{font-size:20px;margin:12px 0 4px}p.lead{margin:0 0 20px;color:#5f5f5f;font-size:13px;line-height:1.5}
form{background:#fff;border-radius:16px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
label{display:block;font-weight:500;margin:14px 0 6px;font-size:14px}form>label:first-of-type{margin-top:0}
input{width:100%;height:48px;border:1px solid #d6d6d6;border-radius:8px;padding:0 12px;font-size:16px}
input:focus{outline:2px solid #1f1b16}small{display:block;color:#7a7a7a;font-size:12px;margin-top:4px}
.scope{background:#f7f7f7;border-radius:8px;padding:10px 12px;margin-top:16px;font-size:13px;color:#4a4a4a}
.error{background:#fdecec;color:#c62828;border-radius:8px;padding:10px 12px;margin-bottom:14px;font-size:13px}
.actions{display:grid;gap:8px;margin-top:20px}
button{height:52px;border-radius:12px;font-size:16px;font-weight:700;border:0;cursor:pointer}
button.primary{background:${bg};color:${fg}}button.secondary{background:#ececec;color:#3d3d3d}
button.link{background:none;color:#6b6b6b;height:40px;font-weight:500;text-decoration:underline}
`;

export function renderSocialSandboxPage(input: {
  provider: SocialProvider;
  request: AuthorizeRequest;
  form?: SandboxSocialForm;
  error?: string;
}): string {
  const look = PROVIDER_LOOK[input.provider];
  const f = input.form ?? { email: "", name: "" };
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no">
<title>${look.name} 로그인 (테스트)</title><style>${style(look.bg, look.fg)}</style></head><body><main>
<header><span class="badge">SANDBOX</span><span class="brand">${look.name}</span></header>
<h1>${look.name} 계정으로 로그인</h1>
<p class="lead">셀러에 ${look.name} 계정으로 로그인하는 테스트 화면입니다. 이메일로 계정을 찾고, 처음 보는 이메일이면 입력한 이름으로 새 계정을 만듭니다.</p>
<form method="post" action="/sandbox/social/${input.provider}/authorize" aria-label="${look.name} 로그인">
${input.error ? `<div class="error" role="alert">${escapeHtml(input.error)}</div>` : ""}
<label for="email">이메일</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="100" value="${escapeHtml(f.email)}">
<label for="name">이름</label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="20" value="${escapeHtml(f.name)}">
<small>처음 로그인하는 계정만 필요합니다.</small>
<p class="scope">셀러가 요청하는 정보: 이메일, 이름</p>
${hidden("redirect_uri", input.request.redirectUri)}${hidden("state", input.request.state)}${hidden("code_challenge", input.request.codeChallenge)}
<div class="actions">
<button class="primary" type="submit" name="action" value="approve">동의하고 계속하기</button>
<button class="secondary" type="submit" name="action" value="refuse" formnovalidate>동의하지 않음</button>
<button class="link" type="submit" name="action" value="cancel" formnovalidate>취소</button>
</div></form></main></body></html>`;
}

export function renderSocialSandboxError(message: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>로그인 오류</title>
<style>${style("#1f1b16", "#fff")}</style></head><body><main><h1>로그인을 진행할 수 없습니다</h1>
<p class="lead" role="alert">${escapeHtml(message)}</p></main></body></html>`;
}
