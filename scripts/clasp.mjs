// @ts-check
/**
 * Runs clasp on build/ without ever writing a script id into a committed file.
 *
 *   .clasp.json      committed: the project settings ("rootDir": "build", extensions…), no scriptId.
 *   .clasp-id.json   git-ignored: the same settings plus YOUR scriptId (and parentId). This script
 *                    rewrites it from .clasp.json on every run, keeping only the ids, and calls
 *                    `clasp -P .clasp-id.json <args>`.
 *
 *   node scripts/clasp.mjs set-id <scriptId>     remember the id of an existing Apps Script project
 *   node scripts/clasp.mjs create --type sheets --title Arbitre --rootDir build
 *                                                new spreadsheet + bound script; clasp writes the id
 *   node scripts/clasp.mjs clone <scriptId> --rootDir build
 *   node scripts/clasp.mjs push --force          (what `npm run push` runs after the build)
 *   node scripts/clasp.mjs deploy                (what `npm run deploy` runs after the build): pushes build/,
 *                                                then creates the web-app deployment of the live page the
 *                                                first time (its id kept in .clasp-id.json) or updates it to
 *                                                the new version, so that its address never changes
 *   node scripts/clasp.mjs <any other clasp command>
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SETTINGS = path.join(ROOT, ".clasp.json");
const LOCAL = path.join(ROOT, ".clasp-id.json");
const ID_KEYS = ["scriptId", "parentId", "projectId", "deploymentId"];

/** @param {string} file */
function readJson(file) {
  return JSON.parse(readFileSync(file, "utf8"));
}

/**
 * Writes .clasp-id.json = committed settings + the ids already in .clasp-id.json (+ `scriptId` if given).
 * @param {string} [scriptId]
 * @returns {Record<string, unknown>}
 */
export function syncLocalProject(scriptId) {
  const settings = readJson(SETTINGS);
  for (const key of ID_KEYS) {
    if (key in settings) {
      throw new Error(`.clasp.json is committed and must not hold "${key}": move it to .clasp-id.json`);
    }
  }
  const local = existsSync(LOCAL) ? readJson(LOCAL) : {};
  /** @type {Record<string, unknown>} */
  const merged = { ...settings };
  for (const key of ID_KEYS) if (local[key] !== undefined) merged[key] = local[key];
  if (scriptId !== undefined) {
    if (!/^[A-Za-z0-9_-]{10,}$/.test(scriptId))
      throw new Error(`"${scriptId}" does not look like a script id`);
    merged.scriptId = scriptId;
  }
  writeFileSync(LOCAL, `${JSON.stringify(merged, null, 2)}\n`);
  return merged;
}

function main() {
  const args = process.argv.slice(2);
  if (args[0] === "set-id") {
    if (!args[1]) throw new Error("usage: node scripts/clasp.mjs set-id <scriptId>");
    syncLocalProject(args[1]);
    console.log(`.clasp-id.json now points at script ${args[1]} (rootDir build).`);
    return 0;
  }
  const project = syncLocalProject();
  const command = args.find((a) => !a.startsWith("-"));
  const needsId =
    command !== undefined &&
    !["create", "create-script", "clone", "clone-script", "login", "logout"].includes(command);
  if (needsId && !project.scriptId) {
    console.error(
      "No Apps Script project yet. Either\n" +
        "  node scripts/clasp.mjs create --type sheets --title Arbitre --rootDir build   (new spreadsheet)\n" +
        "  node scripts/clasp.mjs set-id <scriptId>   (existing spreadsheet: Extensions ▸ Apps Script ▸ Project settings ▸ Script ID)\n" +
        "See README.md, « Deploying to a spreadsheet ».",
    );
    return 1;
  }
  if (args[0] === "deploy") return deploy(project);
  return clasp(args).status;
}

/**
 * Runs clasp on .clasp-id.json; `capture`: its output is returned instead of shown.
 * @param {string[]} args
 * @param {boolean} [capture]
 * @returns {{ status: number, stdout: string }}
 */
function clasp(args, capture = false) {
  const pkgPath = path.join(ROOT, "node_modules", "@google", "clasp", "package.json");
  const pkg = readJson(pkgPath);
  const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin.clasp;
  const result = spawnSync(process.execPath, [path.join(path.dirname(pkgPath), bin), "-P", LOCAL, ...args], {
    cwd: ROOT,
    stdio: capture ? ["inherit", "pipe", "inherit"] : "inherit",
    encoding: "utf8",
  });
  return { status: result.status ?? 1, stdout: capture ? String(result.stdout ?? "") : "" };
}

/**
 * Pushes build/, then creates the web-app deployment (appsscript.json's "webapp": anyone, run as
 * you) or, once it exists, moves it to the new version: the link players have keeps working.
 * @param {Record<string, unknown>} project
 */
function deploy(project) {
  const pushed = clasp(["push", "--force"]);
  if (pushed.status !== 0) return pushed.status;
  const description = "Arbitre — page en direct / live page";
  if (typeof project.deploymentId === "string") {
    return clasp(["create-deployment", "-i", project.deploymentId, "-d", description]).status;
  }
  const made = clasp(["create-deployment", "-d", description, "--json"], true);
  if (made.status !== 0) return made.status;
  const id = /"deploymentId"\s*:\s*"([^"]+)"/.exec(made.stdout)?.[1];
  if (!id) {
    console.error(`clasp.mjs: no deployment id in clasp's answer:\n${made.stdout}`);
    return 1;
  }
  writeFileSync(LOCAL, `${JSON.stringify({ ...readJson(LOCAL), deploymentId: id }, null, 2)}\n`);
  console.log(`Web app deployed (${id}): https://script.google.com/macros/s/${id}/exec`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exit(main());
  } catch (err) {
    console.error(`clasp.mjs: ${/** @type {Error} */ (err).message}`);
    process.exit(1);
  }
}
