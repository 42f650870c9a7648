import { createHash, randomBytes } from "node:crypto";
import {
  SNS_TY_CODES,
  SOCIAL_ATTEMPT_TTL_MINUTES,
  SOCIAL_JOIN_TTL_MINUTES,
  SOCIAL_LOGIN_STATE,
  type SocialCallbackResponse,
  type SocialLink,
  type SocialProvider,
  type SocialPurpose,
  socialCallbackPath,
} from "@cellar/contracts";
import { pkceChallenge, type SocialLoginAdapter } from "../../adapters/social-login/social-login.adapter";
import type { Clock } from "../../app/clock";
import type { Caller } from "../../app/http/context";
import { uniqueViolation } from "../../app/http/db-errors";
import { AppError } from "../../app/http/errors";
import type { Db, Queryable } from "../../app/query";
import type * as SocialRepository from "./social.repository";

export type SocialDeps = { repo: typeof SocialRepository; db: Db; clock: Clock; adapter: SocialLoginAdapter };

const sha256 = (v: string) => createHash("sha256").update(v).digest("base64url");
const secret = () => randomBytes(32).toString("base64url");

/**
 * Starts a provider round trip. `binding` goes to the browser as an HttpOnly cookie; only its hash
 * is kept, with the PKCE verifier whose challenge the provider receives (decision 431).
 */
export async function startSocial(
  deps: SocialDeps,
  provider: SocialProvider,
  purpose: SocialPurpose,
  caller: Caller | null,
): Promise<{ authorizeUrl: string; binding: string }> {
  if (purpose === "link" && !caller) throw new AppError("nonMember");
  const now = deps.clock();
  const binding = secret();
  const codeVerifier = secret();
  await deps.repo.deleteStaleAttempts(deps.db, new Date(now.getTime() - 86_400_000));
  await deps.repo.insertAttempt(deps.db, {
    bindingHash: sha256(binding),
    provider,
    purpose,
    mberNo: purpose === "link" ? caller!.mberNo : null,
    codeVerifier,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SOCIAL_ATTEMPT_TTL_MINUTES * 60_000),
  });
  const authorizeUrl = deps.adapter.authorizeUrl({
    provider,
    redirectUri: socialCallbackPath(provider),
    state: SOCIAL_LOGIN_STATE,
    codeChallenge: pkceChallenge(codeVerifier),
  });
  return { authorizeUrl, binding };
}

/** What a finished round trip leads to; the route signs a SIGN_IN member in. */
export type SocialFinish =
  | { result: "SIGN_IN"; mberNo: string }
  | Exclude<SocialCallbackResponse, { result: "SIGNED_IN" }>;

/**
 * Finishes a round trip at the callback: the fixed state, then the browser's binding cookie (the
 * login-CSRF check), then the provider's answer; the code is exchanged server to server with the
 * round trip's PKCE verifier.
 */
export async function finishSocial(
  deps: SocialDeps,
  provider: SocialProvider,
  input: { state: string; code?: string | undefined; error?: string | undefined; binding: string | undefined },
  caller: Caller | null,
): Promise<SocialFinish> {
  if (input.state !== SOCIAL_LOGIN_STATE) throw new AppError("socialRequestInvalid");
  if (!input.binding) throw new AppError("socialSessionMismatch");
  const now = deps.clock();
  const bindingHash = sha256(input.binding);
  const attempt = await deps.repo.finishAttempt(deps.db, bindingHash, provider, now);
  if (!attempt) throw new AppError("socialSessionMismatch");
  const outcome = deps.adapter.outcome(provider, input);
  if (outcome.kind === "REFUSED") throw new AppError("socialRefused");
  if (outcome.kind === "CANCELLED") throw new AppError("socialCancelled");
  if (outcome.kind === "INVALID") throw new AppError("socialRequestInvalid");
  const profile = await deps.adapter.exchange({
    provider,
    code: outcome.code,
    codeVerifier: attempt.codeVerifier,
    redirectUri: socialCallbackPath(provider),
  });
  if (!profile) throw new AppError("socialSessionMismatch");

  if (attempt.purpose === "link") {
    if (!caller || caller.mberNo !== attempt.mberNo) throw new AppError("socialSessionMismatch");
    await link(deps, caller.mberNo, provider, profile.providerUserId, profile.email, now);
    return { result: "LINKED", purpose: "link", links: await listSocialLinks(deps, caller.mberNo) };
  }

  const linked = await deps.repo.findLinkedMember(deps.db, provider, profile.providerUserId);
  if (linked?.active) return { result: "SIGN_IN", mberNo: linked.mberNo };
  // A member who has quit keeps no way in: the account is released for a new join (decision 433).
  if (linked) await deps.repo.deleteLinkOf(deps.db, provider, profile.providerUserId);
  const snsTkn = secret();
  await deps.repo.openJoin(deps.db, bindingHash, {
    joinTokenHash: sha256(snsTkn),
    providerUserId: profile.providerUserId,
    email: profile.email,
    joinExpiresAt: new Date(now.getTime() + SOCIAL_JOIN_TTL_MINUTES * 60_000),
  });
  return { result: "JOIN", purpose: "login", provider, snsTkn, email: profile.email };
}

async function link(
  deps: SocialDeps,
  mberNo: string,
  provider: SocialProvider,
  providerUserId: string,
  email: string | null,
  now: Date,
) {
  const existing = await deps.repo.findLinkedMember(deps.db, provider, providerUserId);
  if (existing?.mberNo === mberNo) throw new AppError("socialAlreadyLinked");
  if (existing?.active) throw new AppError("socialLinkedElsewhere");
  try {
    await deps.db.transaction(async (tx) => {
      if (existing) await deps.repo.deleteLinkOf(tx, provider, providerUserId);
      await deps.repo.insertLink(tx, { mberNo, provider, providerUserId, email, linkedAt: now });
      await syncSnsTyCode(deps.repo, tx, mberNo);
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw new AppError(constraint.includes("provider_user") ? "socialLinkedElsewhere" : "socialAlreadyLinked");
  }
}

/** SPEC §3 `snsTyCode`: the member's longest-linked provider, or null with none (decision 430). */
async function syncSnsTyCode(repo: typeof SocialRepository, db: Queryable, mberNo: string) {
  const [first] = await repo.listLinks(db, mberNo);
  await repo.setSnsTyCode(db, mberNo, first ? SNS_TY_CODES[first.provider as SocialProvider] : null);
}

export async function listSocialLinks(deps: SocialDeps, mberNo: string): Promise<SocialLink[]> {
  const rows = await deps.repo.listLinks(deps.db, mberNo);
  return rows.map((r) => ({
    provider: r.provider as SocialProvider,
    snsTyCode: SNS_TY_CODES[r.provider as SocialProvider],
    email: r.email,
    linkedAt: r.linkedAt.toISOString(),
  }));
}

/**
 * Unlinks one provider. Every member keeps a login id and password (joining sets them, decision
 * 433), so a link is never the only way in and any link may go.
 */
export async function unlinkSocial(deps: SocialDeps, mberNo: string, provider: SocialProvider) {
  await deps.db.transaction(async (tx) => {
    if (!(await deps.repo.deleteLink(tx, mberNo, provider))) throw new AppError("socialNotLinked");
    await syncSnsTyCode(deps.repo, tx, mberNo);
  });
  return listSocialLinks(deps, mberNo);
}

/**
 * For the join (in its transaction): uses a join token once and links the new member to the
 * provider account it proved. Throws SNS0008 for an unknown, used or expired token.
 */
export async function claimSocialJoin(
  repo: typeof SocialRepository,
  tx: Queryable,
  snsTkn: string,
  now: Date,
): Promise<{ snsTyCode: string; link: (mberNo: string) => Promise<void> }> {
  const row = await repo.claimJoin(tx, sha256(snsTkn), now);
  if (!row?.providerUserId) throw new AppError("socialJoinExpired");
  const provider = row.provider as SocialProvider;
  const providerUserId = row.providerUserId;
  return {
    snsTyCode: SNS_TY_CODES[provider],
    link: (mberNo) => repo.insertLink(tx, { mberNo, provider, providerUserId, email: row.email, linkedAt: now }),
  };
}
