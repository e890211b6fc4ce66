/**
 * The manifest's scopes, and what clasp would push. clasp 3.4.1 runs `show-file-status` offline but
 * refuses without a scriptId ("Project settings not found."), and the committed .clasp.json has none
 * (ids live in the git-ignored .clasp-id.json, see scripts/clasp.mjs). So the check runs in a temp
 * copy, through scripts/clasp.mjs with a fake id, exactly as `npm run push` would call clasp.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkManifest, REQUIRED_SCOPES } from "../../scripts/contract-rules.mjs";
import { OUTPUTS, ROOT } from "../fixtures/build";

const SCOPES = [
  "https://www.googleapis.com/auth/spreadsheets.currentonly",
  "https://www.googleapis.com/auth/script.container.ui",
  "https://www.googleapis.com/auth/forms",
];

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));

describe("appsscript.json", () => {
  const manifest = readJson(path.join(ROOT, "appsscript.json"));

  it("asks for exactly the three scopes, and sets V8, Europe/Paris, STACKDRIVER", () => {
    expect(manifest.oauthScopes).toEqual(SCOPES);
    expect(REQUIRED_SCOPES).toEqual(SCOPES);
    expect(manifest.runtimeVersion).toBe("V8");
    expect(manifest.timeZone).toBe("Europe/Paris");
    expect(manifest.exceptionLogging).toBe("STACKDRIVER");
    expect(checkManifest(manifest)).toEqual([]);
  });

  it("deploys the live page as a web app anyone opens without signing in, run as the organiser", () => {
    expect(manifest.webapp).toEqual({ access: "ANYONE_ANONYMOUS", executeAs: "USER_DEPLOYING" });
    expect(
      checkManifest({ ...manifest, webapp: { access: "ANYONE", executeAs: "USER_DEPLOYING" } }),
    ).toHaveLength(1);
    const { webapp: _dropped, ...without } = manifest;
    expect(checkManifest(without).map((v) => v.rule)).toEqual(["manifest"]);
  });

  it("the checker fails on an extra scope, a duplicated scope or a missing one", () => {
    const extra = [...SCOPES, "https://www.googleapis.com/auth/spreadsheets"];
    expect(checkManifest({ ...manifest, oauthScopes: extra }).map((v) => v.rule)).toEqual(["scopes"]);
    expect(checkManifest({ ...manifest, oauthScopes: [...SCOPES, SCOPES[0]] }).map((v) => v.rule)).toEqual([
      "scopes",
    ]);
    expect(checkManifest({ ...manifest, oauthScopes: [SCOPES[1]] }).map((v) => v.rule)).toEqual(["scopes"]);
    const { oauthScopes: _dropped, ...withoutScopes } = manifest;
    expect(checkManifest(withoutScopes).map((v) => v.rule)).toEqual(["scopes"]);
  });
});

describe(".clasp.json and clasp show-file-status", () => {
  let dir = "";
  const env = () => ({ ...process.env, HOME: dir, USERPROFILE: dir, clasp_config_project: "" });
  const clasp = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(dir, "scripts/clasp.mjs"), ...args], {
      cwd: dir,
      env: env(),
      encoding: "utf8",
    });
  const status = () => {
    const run = clasp("show-file-status", "--json");
    expect(run.status, run.stderr).toBe(0);
    const answer = JSON.parse(run.stdout.trim().split("\n").pop() ?? "{}");
    return { push: [...answer.filesToPush].sort(), untracked: answer.untrackedFiles };
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "arbitre-clasp-"));
    cpSync(path.join(ROOT, "build"), path.join(dir, "build"), { recursive: true });
    cpSync(path.join(ROOT, ".clasp.json"), path.join(dir, ".clasp.json"));
    cpSync(path.join(ROOT, "scripts"), path.join(dir, "scripts"), { recursive: true });
    symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("the committed .clasp.json points at build/ and holds no script id", () => {
    const settings = readJson(path.join(ROOT, ".clasp.json"));
    expect(settings.rootDir).toBe("build");
    expect(settings).not.toHaveProperty("scriptId");
    expect(settings).not.toHaveProperty("parentId");
  });

  it("clasp refuses to work without an id (why scripts/clasp.mjs and .clasp-id.json exist)", () => {
    const bin = path.join(ROOT, "node_modules/@google/clasp/build/src/index.js");
    const run = spawnSync(process.execPath, [bin, "show-file-status", "--json"], {
      cwd: dir,
      env: env(),
      encoding: "utf8",
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr + run.stdout).toMatch(/Project settings not found/);
    const wrapped = clasp("show-file-status", "--json");
    expect(wrapped.status).toBe(1);
    expect(wrapped.stderr).toMatch(/set-id/);
  });

  it("lists exactly the files of build/ once an id is set", () => {
    execFileSync(
      process.execPath,
      [path.join(dir, "scripts/clasp.mjs"), "set-id", "1FakeScriptIdForOfflineTests0123456789"],
      {
        cwd: dir,
        env: env(),
      },
    );
    const local = readJson(path.join(dir, ".clasp-id.json"));
    expect(local.scriptId).toBe("1FakeScriptIdForOfflineTests0123456789");
    expect(local.rootDir).toBe("build");
    expect(status()).toEqual({ push: OUTPUTS.map((f) => `build/${f}`).sort(), untracked: [] });
  });

  it("would notice a stray file in build/ (the check can fail)", () => {
    writeFileSync(path.join(dir, "build/Stray.js"), "function stray() {}\n");
    try {
      expect(status().push).toContain("build/Stray.js");
    } finally {
      rmSync(path.join(dir, "build/Stray.js"));
    }
    expect(status().push).toHaveLength(OUTPUTS.length);
  });

  it(".clasp-id.json is git-ignored", () => {
    const ignored = spawnSync("git", ["check-ignore", "-q", ".clasp-id.json"], { cwd: ROOT });
    expect(ignored.status).toBe(0);
  });
});
