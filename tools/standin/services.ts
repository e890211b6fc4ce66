/**
 * The non-spreadsheet services: Properties, Lock, Cache, Html, Ui (menus, sidebars, dialogs), Session,
 * Utilities, ScriptApp, Logger. Each class implements a Pick of its @types/google-apps-script interface.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { asGas } from "./context";
import { type Runtime, ScriptException } from "./runtime";
import { formatJavaDate, isDate } from "./values";

function fail(message: string): never {
  throw new ScriptException(message);
}

// ------------------------------------------------------------------------------------------------------------
// Properties

type PropertiesApi = Pick<
  GoogleAppsScript.Properties.Properties,
  | "getProperty"
  | "setProperty"
  | "setProperties"
  | "getProperties"
  | "getKeys"
  | "deleteProperty"
  | "deleteAllProperties"
>;

/**
 * Quotas from https://developers.google.com/apps-script/guides/services/quotas: 9 KB per value, 500 KB
 * per store. The key is counted with the value against the 9 KB: stricter than the page, as measured
 * (the key counts, values are refused a little under 9 KB; tools/standin/REFERENCE.md).
 */
const MAX_VALUE_BYTES = 9 * 1024;
const MAX_STORE_BYTES = 500 * 1024;

export class PropertyStore {
  readonly data = new Map<string, string>();
  size(): number {
    let n = 0;
    for (const [k, v] of this.data) n += Buffer.byteLength(k) + Buffer.byteLength(v);
    return n;
  }
}

export class StandinProperties implements PropertiesApi {
  constructor(
    runtime: Runtime,
    private readonly store: PropertyStore,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "Properties" });
  }
  private self(): GoogleAppsScript.Properties.Properties {
    return asGas(this);
  }
  private put(key: string, value: unknown): void {
    const v = String(value);
    if (Buffer.byteLength(key) + Buffer.byteLength(v) > MAX_VALUE_BYTES) fail("Argument too large: value");
    this.store.data.set(String(key), v);
    if (this.store.size() > MAX_STORE_BYTES) {
      this.store.data.delete(String(key));
      fail("You have exceeded the property storage quota. Please remove some properties and try again.");
    }
  }
  getProperty(key: string): string | null {
    return this.store.data.get(key) ?? null;
  }
  setProperty(key: string, value: string): GoogleAppsScript.Properties.Properties {
    this.put(key, value);
    return this.self();
  }
  setProperties(
    properties: { [key: string]: string },
    deleteAllOthers?: boolean,
  ): GoogleAppsScript.Properties.Properties {
    if (deleteAllOthers) this.store.data.clear();
    for (const [k, v] of Object.entries(properties)) this.put(k, v);
    return this.self();
  }
  getProperties(): { [key: string]: string } {
    return Object.fromEntries(this.store.data);
  }
  getKeys(): string[] {
    return [...this.store.data.keys()];
  }
  deleteProperty(key: string): GoogleAppsScript.Properties.Properties {
    this.store.data.delete(key);
    return this.self();
  }
  deleteAllProperties(): GoogleAppsScript.Properties.Properties {
    this.store.data.clear();
    return this.self();
  }
}

type PropertiesServiceApi = Pick<
  GoogleAppsScript.Properties.PropertiesService,
  "getDocumentProperties" | "getScriptProperties" | "getUserProperties"
>;

export class StandinPropertiesService implements PropertiesServiceApi {
  constructor(
    private readonly runtime: Runtime,
    private readonly stores: { document: PropertyStore; script: PropertyStore; user: PropertyStore },
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "PropertiesService" });
  }
  getDocumentProperties(): GoogleAppsScript.Properties.Properties {
    return asGas(new StandinProperties(this.runtime, this.stores.document));
  }
  getScriptProperties(): GoogleAppsScript.Properties.Properties {
    return asGas(new StandinProperties(this.runtime, this.stores.script));
  }
  getUserProperties(): GoogleAppsScript.Properties.Properties {
    return asGas(new StandinProperties(this.runtime, this.stores.user));
  }
}

// ------------------------------------------------------------------------------------------------------------
// Lock

/** One lock (document, script or user). `holder` "script" is the running script; "other" a simulated other user. */
export class LockState {
  holder: "script" | "other" | null = null;
  /** When another user holds the lock, it lets go after this many (simulated) ms of waiting; Infinity = never. */
  otherReleasesAfterMs = Number.POSITIVE_INFINITY;
  /** Simulated time scripts spent waiting for this lock. */
  waitedMs = 0;

  /** Test control: another user takes the lock (optionally releasing it after `releaseAfterMs` of waiting). */
  holdByOtherUser(releaseAfterMs = Number.POSITIVE_INFINITY): void {
    this.holder = "other";
    this.otherReleasesAfterMs = releaseAfterMs;
  }
  releaseOtherUser(): void {
    if (this.holder === "other") this.holder = null;
  }
}

type LockApi = Pick<GoogleAppsScript.Lock.Lock, "tryLock" | "waitLock" | "releaseLock" | "hasLock">;

export class StandinLock implements LockApi {
  /** This Lock object acquired the lock (tryLock or waitLock) and has not released it since. */
  private acquired = false;
  constructor(
    runtime: Runtime,
    private readonly state: LockState,
    private readonly advanceClock: (ms: number) => void,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "Lock" });
  }
  private acquire(timeoutInMillis: number): boolean {
    const s = this.state;
    if (s.holder === null || s.holder === "script") {
      s.holder = "script";
      return true;
    }
    if (s.otherReleasesAfterMs <= timeoutInMillis) {
      s.waitedMs += s.otherReleasesAfterMs;
      this.advanceClock(s.otherReleasesAfterMs);
      s.holder = "script";
      s.otherReleasesAfterMs = Number.POSITIVE_INFINITY;
      return true;
    }
    s.waitedMs += timeoutInMillis;
    this.advanceClock(timeoutInMillis);
    return false;
  }
  tryLock(timeoutInMillis: number): boolean {
    this.acquired = this.acquire(timeoutInMillis);
    return this.acquired;
  }
  /** "Throws Exception: if the method timed out before the lock was acquired"
   * (https://developers.google.com/apps-script/reference/lock/lock#waitLock(Integer)). */
  waitLock(timeoutInMillis: number): void {
    this.acquired = this.acquire(timeoutInMillis);
    if (!this.acquired) fail("Lock timeout: another process was holding the lock for too long.");
  }
  releaseLock(): void {
    this.acquired = false;
    if (this.state.holder === "script") this.state.holder = null;
  }
  /**
   * "Returns true if the lock was acquired. This method will return false if tryLock or waitLock were never
   * called, timed out before the lock could be retrieved, or if releaseLock was called": a question about this
   * Lock object (https://developers.google.com/apps-script/reference/lock/lock#hasLock()).
   */
  hasLock(): boolean {
    return this.acquired && this.state.holder === "script";
  }
}

type LockServiceApi = Pick<
  GoogleAppsScript.Lock.LockService,
  "getDocumentLock" | "getScriptLock" | "getUserLock"
>;

export class StandinLockService implements LockServiceApi {
  constructor(
    private readonly runtime: Runtime,
    private readonly locks: { document: LockState; script: LockState; user: LockState },
    private readonly advanceClock: (ms: number) => void,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "LockService" });
  }
  getDocumentLock(): GoogleAppsScript.Lock.Lock {
    return asGas(new StandinLock(this.runtime, this.locks.document, this.advanceClock));
  }
  getScriptLock(): GoogleAppsScript.Lock.Lock {
    return asGas(new StandinLock(this.runtime, this.locks.script, this.advanceClock));
  }
  getUserLock(): GoogleAppsScript.Lock.Lock {
    return asGas(new StandinLock(this.runtime, this.locks.user, this.advanceClock));
  }
}

// ------------------------------------------------------------------------------------------------------------
// Cache

export class CacheStore {
  readonly data = new Map<string, { value: string; expiresAt: number }>();
}

type CacheApi = Pick<
  GoogleAppsScript.Cache.Cache,
  "get" | "put" | "putAll" | "getAll" | "remove" | "removeAll"
>;

export class StandinCache implements CacheApi {
  constructor(
    runtime: Runtime,
    private readonly store: CacheStore,
    private readonly now: () => Date,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "Cache" });
  }
  get(key: string): string | null {
    const e = this.store.data.get(key);
    if (!e) return null;
    if (e.expiresAt <= this.now().getTime()) {
      this.store.data.delete(key);
      return null;
    }
    return e.value;
  }
  put(key: string, value: string, expirationInSeconds?: number): void {
    if (key.length > 250) fail("Argument too large: key");
    const v = String(value);
    if (Buffer.byteLength(v) > 100 * 1024) fail("Argument too large: value");
    const seconds = Math.min(expirationInSeconds ?? 600, 21_600);
    this.store.data.set(key, { value: v, expiresAt: this.now().getTime() + seconds * 1000 });
  }
  putAll(values: { [key: string]: string }, expirationInSeconds?: number): void {
    // every pair checked before any is put: a refused putAll leaves the cache as it was
    for (const [k, v] of Object.entries(values)) {
      if (k.length > 250) fail("Argument too large: key");
      if (Buffer.byteLength(String(v)) > 100 * 1024) fail("Argument too large: value");
    }
    for (const [k, v] of Object.entries(values)) this.put(k, v, expirationInSeconds);
  }
  getAll(keys: string[]): { [key: string]: string } {
    const out: { [key: string]: string } = {};
    for (const k of keys) {
      const v = this.get(k);
      if (v !== null) out[k] = v;
    }
    return out;
  }
  remove(key: string): void {
    this.store.data.delete(key);
  }
  removeAll(keys: string[]): void {
    for (const k of keys) this.store.data.delete(k);
  }
}

type CacheServiceApi = Pick<
  GoogleAppsScript.Cache.CacheService,
  "getDocumentCache" | "getScriptCache" | "getUserCache"
>;

export class StandinCacheService implements CacheServiceApi {
  constructor(
    private readonly runtime: Runtime,
    private readonly stores: { document: CacheStore; script: CacheStore; user: CacheStore },
    private readonly now: () => Date,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "CacheService" });
  }
  getDocumentCache(): GoogleAppsScript.Cache.Cache {
    return asGas(new StandinCache(this.runtime, this.stores.document, this.now));
  }
  getScriptCache(): GoogleAppsScript.Cache.Cache {
    return asGas(new StandinCache(this.runtime, this.stores.script, this.now));
  }
  getUserCache(): GoogleAppsScript.Cache.Cache {
    return asGas(new StandinCache(this.runtime, this.stores.user, this.now));
  }
}

// ------------------------------------------------------------------------------------------------------------
// Html

type HtmlOutputApi = Pick<
  GoogleAppsScript.HTML.HtmlOutput,
  | "getContent"
  | "setContent"
  | "append"
  | "getTitle"
  | "setTitle"
  | "getWidth"
  | "setWidth"
  | "getHeight"
  | "setHeight"
  | "setSandboxMode"
  | "setXFrameOptionsMode"
  | "addMetaTag"
  | "setFaviconUrl"
>;

const ALLOWED_META_TAGS = new Set([
  "apple-mobile-web-app-capable",
  "google-site-verification",
  "mobile-web-app-capable",
  "viewport",
]);

export class StandinHtmlOutput implements HtmlOutputApi {
  title = "";
  width = 300;
  height = 0;
  constructor(
    runtime: Runtime,
    public content: string,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "HtmlOutput" });
  }
  private self(): GoogleAppsScript.HTML.HtmlOutput {
    return asGas(this);
  }
  getContent(): string {
    return this.content;
  }
  setContent(content: string): GoogleAppsScript.HTML.HtmlOutput {
    this.content = String(content);
    return this.self();
  }
  append(addedContent: string): GoogleAppsScript.HTML.HtmlOutput {
    this.content += String(addedContent);
    return this.self();
  }
  getTitle(): string {
    return this.title;
  }
  setTitle(title: string): GoogleAppsScript.HTML.HtmlOutput {
    this.title = String(title);
    return this.self();
  }
  getWidth(): number {
    return this.width;
  }
  setWidth(width: number): GoogleAppsScript.HTML.HtmlOutput {
    this.width = width;
    return this.self();
  }
  getHeight(): number {
    return this.height;
  }
  setHeight(height: number): GoogleAppsScript.HTML.HtmlOutput {
    this.height = height;
    return this.self();
  }
  setSandboxMode(_mode: GoogleAppsScript.HTML.SandboxMode): GoogleAppsScript.HTML.HtmlOutput {
    return this.self();
  }
  setXFrameOptionsMode(mode: GoogleAppsScript.HTML.XFrameOptionsMode): GoogleAppsScript.HTML.HtmlOutput {
    this.xFrameOptionsMode = String(mode);
    return this.self();
  }
  readonly metaTags: { name: string; content: string }[] = [];
  xFrameOptionsMode = "DEFAULT";
  /**
   * "Only the following meta tags are allowed: apple-mobile-web-app-capable, google-site-verification,
   * mobile-web-app-capable, viewport" (https://developers.google.com/apps-script/reference/html/html-output#addMetaTag(String,String)):
   * another name is refused.
   */
  addMetaTag(name: string, content: string): GoogleAppsScript.HTML.HtmlOutput {
    if (!ALLOWED_META_TAGS.has(String(name)))
      fail(`Invalid argument: name (meta tag ${name} is not allowed)`);
    this.metaTags.push({ name: String(name), content: String(content) });
    return this.self();
  }
  setFaviconUrl(_iconUrl: string): GoogleAppsScript.HTML.HtmlOutput {
    return this.self();
  }
}

type HtmlTemplateApi = Pick<GoogleAppsScript.HTML.HtmlTemplate, "evaluate" | "getRawContent">;

/**
 * Templates support printing scriptlets of template properties only (`<?= name ?>` escaped, `<?!= name ?>` raw);
 * any other scriptlet throws, so a template needing more fails loudly instead of rendering something made up.
 */
export class StandinHtmlTemplate implements HtmlTemplateApi {
  [property: string]: unknown;
  constructor(
    private readonly runtime: Runtime,
    private readonly raw: string,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "HtmlTemplate" });
  }
  getRawContent(): string {
    return this.raw;
  }
  evaluate(): GoogleAppsScript.HTML.HtmlOutput {
    const out = this.raw.replace(/<\?(!?=)?([\s\S]*?)\?>/g, (_m, kind: string | undefined, body: string) => {
      const name = body.trim();
      if (!kind || !/^[A-Za-z_$][\w$]*$/.test(name)) {
        fail(
          `Stand-in HtmlTemplate supports only <?= prop ?> and <?!= prop ?> scriptlets, not: <?${kind ?? ""}${body}?>`,
        );
      }
      const v = this[name];
      const s = v === undefined || v === null ? "" : String(v);
      return kind === "!=" ? s : s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    });
    return asGas(new StandinHtmlOutput(this.runtime, out));
  }
}

type HtmlServiceApi = Pick<
  GoogleAppsScript.HTML.HtmlService,
  | "createHtmlOutput"
  | "createHtmlOutputFromFile"
  | "createTemplate"
  | "createTemplateFromFile"
  | "SandboxMode"
  | "XFrameOptionsMode"
>;

export class StandinHtmlService implements HtmlServiceApi {
  readonly SandboxMode = {
    EMULATED: "EMULATED",
    IFRAME: "IFRAME",
    NATIVE: "NATIVE",
  } as unknown as typeof GoogleAppsScript.HTML.SandboxMode;
  readonly XFrameOptionsMode = {
    ALLOWALL: "ALLOWALL",
    DEFAULT: "DEFAULT",
  } as unknown as typeof GoogleAppsScript.HTML.XFrameOptionsMode;
  constructor(
    private readonly runtime: Runtime,
    private readonly htmlDir: string,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "HtmlService" });
  }
  private read(filename: string): string {
    const base = filename.endsWith(".html") ? filename : `${filename}.html`;
    const path = join(this.htmlDir, base);
    if (!existsSync(path)) fail(`No HTML file named ${filename} was found.`);
    return readFileSync(path, "utf8");
  }
  createHtmlOutput(html?: unknown): GoogleAppsScript.HTML.HtmlOutput {
    return asGas(new StandinHtmlOutput(this.runtime, html === undefined ? "" : String(html)));
  }
  createHtmlOutputFromFile(filename: string): GoogleAppsScript.HTML.HtmlOutput {
    return asGas(new StandinHtmlOutput(this.runtime, this.read(filename)));
  }
  createTemplate(html: unknown): GoogleAppsScript.HTML.HtmlTemplate {
    return asGas(new StandinHtmlTemplate(this.runtime, String(html)));
  }
  createTemplateFromFile(filename: string): GoogleAppsScript.HTML.HtmlTemplate {
    return asGas(new StandinHtmlTemplate(this.runtime, this.read(filename)));
  }
}

// ------------------------------------------------------------------------------------------------------------
// Ui

export type ButtonName = "OK" | "CANCEL" | "YES" | "NO" | "CLOSE";
export type ButtonSetName = "OK" | "OK_CANCEL" | "YES_NO" | "YES_NO_CANCEL";
const BUTTON_SETS: Record<ButtonSetName, ButtonName[]> = {
  OK: ["OK"],
  OK_CANCEL: ["OK", "CANCEL"],
  YES_NO: ["YES", "NO"],
  YES_NO_CANCEL: ["YES", "NO", "CANCEL"],
};

export type MenuEntry =
  | { type: "item"; caption: string; functionName: string }
  | { type: "separator" }
  | { type: "submenu"; caption: string; items: MenuEntry[] };

export interface MenuRecord {
  /** The caption (for createAddonMenu: the add-on's name). */
  caption: string;
  addon: boolean;
  items: MenuEntry[];
}

export interface ShownHtml {
  kind: "sidebar" | "modal" | "modeless";
  title: string;
  content: string;
  width: number;
  height: number;
}

export interface DialogRecord {
  kind: "alert" | "prompt";
  title: string;
  prompt: string;
  buttons: ButtonSetName;
  answer: { button: ButtonName; text?: string };
  /** "scripted" (from the answer queue) or "auto" (no scripted answer; the positive button was chosen). */
  source: "scripted" | "auto";
}

/**
 * What the Ui recorded and how it answers. Alerts and prompts take the next scripted answer from `answers`
 * (push `{button: "NO"}` or `{button: "OK", text: "Ronde 3"}`); with none queued, `dialogs: "auto"` answers with the
 * positive button (OK/YES, empty text) and `dialogs: "strict"` throws so a test notices the unexpected dialog.
 * Every dialog is logged in `dialogs`.
 */
export class UiRecorder {
  readonly menus: MenuRecord[] = [];
  readonly shown: ShownHtml[] = [];
  readonly dialogs: DialogRecord[] = [];
  readonly answers: { button: ButtonName; text?: string }[] = [];
  mode: "auto" | "strict" = "auto";
  private listeners: ((
    event: { type: "html"; html: ShownHtml } | { type: "dialog"; dialog: DialogRecord },
  ) => void)[] = [];

  constructor(readonly addonName: string) {}

  answerNext(...answers: { button: ButtonName; text?: string }[]): void {
    this.answers.push(...answers);
  }
  lastSidebar(): ShownHtml | undefined {
    return [...this.shown].reverse().find((s) => s.kind === "sidebar");
  }
  /** Flattened "Caption > Sub > Item" → function name, for assertions. */
  menuItems(): { path: string; functionName: string }[] {
    const out: { path: string; functionName: string }[] = [];
    const walk = (prefix: string, entries: MenuEntry[]): void => {
      for (const e of entries) {
        if (e.type === "item") out.push({ path: `${prefix} > ${e.caption}`, functionName: e.functionName });
        else if (e.type === "submenu") walk(`${prefix} > ${e.caption}`, e.items);
      }
    };
    for (const m of this.menus) walk(m.caption, m.items);
    return out;
  }
  onEvent(
    fn: (event: { type: "html"; html: ShownHtml } | { type: "dialog"; dialog: DialogRecord }) => void,
  ): () => void {
    this.listeners.push(fn);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== fn);
    };
  }
  emit(event: { type: "html"; html: ShownHtml } | { type: "dialog"; dialog: DialogRecord }): void {
    for (const l of this.listeners) l(event);
  }
  answer(kind: "alert" | "prompt", title: string, prompt: string, buttons: ButtonSetName): DialogRecord {
    const allowed = BUTTON_SETS[buttons];
    const scripted = this.answers.shift();
    let record: DialogRecord;
    if (scripted) {
      if (!allowed.includes(scripted.button) && scripted.button !== "CLOSE") {
        fail(
          `Stand-in: scripted answer ${scripted.button} is not a button of ${buttons} (dialog: "${prompt}")`,
        );
      }
      record = { kind, title, prompt, buttons, answer: scripted, source: "scripted" };
    } else if (this.mode === "strict") {
      fail(`Stand-in: Ui.${kind}("${prompt}") was called with no scripted answer (ui.answerNext(...)).`);
    } else {
      record = {
        kind,
        title,
        prompt,
        buttons,
        answer: { button: allowed[0]!, ...(kind === "prompt" ? { text: "" } : {}) },
        source: "auto",
      };
    }
    this.dialogs.push(record);
    this.emit({ type: "dialog", dialog: record });
    return record;
  }
}

type MenuApi = Pick<GoogleAppsScript.Base.Menu, "addItem" | "addSeparator" | "addSubMenu" | "addToUi">;

export class StandinMenu implements MenuApi {
  readonly items: MenuEntry[] = [];
  constructor(
    runtime: Runtime,
    private readonly recorder: UiRecorder,
    readonly caption: string,
    readonly addon: boolean,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "Menu" });
  }
  private self(): GoogleAppsScript.Base.Menu {
    return asGas(this);
  }
  addItem(caption: string, functionName: string): GoogleAppsScript.Base.Menu {
    if (typeof functionName !== "string" || !functionName) fail("Invalid argument: functionName");
    this.items.push({ type: "item", caption: String(caption), functionName });
    return this.self();
  }
  addSeparator(): GoogleAppsScript.Base.Menu {
    this.items.push({ type: "separator" });
    return this.self();
  }
  addSubMenu(menu: GoogleAppsScript.Base.Menu): GoogleAppsScript.Base.Menu {
    const sub = menu as unknown as StandinMenu;
    this.items.push({ type: "submenu", caption: sub.caption, items: sub.items });
    return this.self();
  }
  addToUi(): void {
    const i = this.recorder.menus.findIndex((m) => m.caption === this.caption && m.addon === this.addon);
    const record = { caption: this.caption, addon: this.addon, items: this.items };
    if (i >= 0) this.recorder.menus[i] = record;
    else this.recorder.menus.push(record);
  }
}

class StandinPromptResponse
  implements Pick<GoogleAppsScript.Base.PromptResponse, "getResponseText" | "getSelectedButton">
{
  constructor(
    runtime: Runtime,
    private readonly answer: { button: ButtonName; text?: string },
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "PromptResponse" });
  }
  getResponseText(): string {
    return this.answer.text ?? "";
  }
  getSelectedButton(): GoogleAppsScript.Base.Button {
    return this.answer.button as unknown as GoogleAppsScript.Base.Button;
  }
}

type UiApi = Pick<
  GoogleAppsScript.Base.Ui,
  | "Button"
  | "ButtonSet"
  | "alert"
  | "prompt"
  | "createMenu"
  | "createAddonMenu"
  | "showSidebar"
  | "showModalDialog"
  | "showModelessDialog"
>;

export class StandinUi implements UiApi {
  readonly Button = {
    CLOSE: "CLOSE",
    OK: "OK",
    CANCEL: "CANCEL",
    YES: "YES",
    NO: "NO",
  } as unknown as typeof GoogleAppsScript.Base.Button;
  readonly ButtonSet = {
    OK: "OK",
    OK_CANCEL: "OK_CANCEL",
    YES_NO: "YES_NO",
    YES_NO_CANCEL: "YES_NO_CANCEL",
  } as unknown as typeof GoogleAppsScript.Base.ButtonSet;
  constructor(
    private readonly runtime: Runtime,
    private readonly recorder: UiRecorder,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "Ui" });
  }
  private dialogArgs(
    a: unknown,
    b: unknown,
    c: unknown,
  ): { title: string; prompt: string; buttons: ButtonSetName } {
    if (c !== undefined) return { title: String(a), prompt: String(b), buttons: String(c) as ButtonSetName };
    if (b !== undefined) return { title: "", prompt: String(a), buttons: String(b) as ButtonSetName };
    return { title: "", prompt: String(a), buttons: "OK" };
  }
  alert(a: string, b?: unknown, c?: unknown): GoogleAppsScript.Base.Button {
    const { title, prompt, buttons } = this.dialogArgs(a, b, c);
    return this.recorder.answer("alert", title, prompt, buttons).answer
      .button as unknown as GoogleAppsScript.Base.Button;
  }
  prompt(a: string, b?: unknown, c?: unknown): GoogleAppsScript.Base.PromptResponse {
    const { title, prompt, buttons } = this.dialogArgs(a, b, c);
    const record = this.recorder.answer("prompt", title, prompt, buttons);
    return asGas(new StandinPromptResponse(this.runtime, record.answer));
  }
  createMenu(caption: string): GoogleAppsScript.Base.Menu {
    return asGas(new StandinMenu(this.runtime, this.recorder, String(caption), false));
  }
  createAddonMenu(): GoogleAppsScript.Base.Menu {
    return asGas(new StandinMenu(this.runtime, this.recorder, this.recorder.addonName, true));
  }
  private show(kind: ShownHtml["kind"], html: GoogleAppsScript.HTML.HtmlOutput, title?: string): void {
    const out = html as unknown as StandinHtmlOutput;
    if (!out || typeof out.getContent !== "function") fail("Invalid argument: userInterface");
    const record: ShownHtml = {
      kind,
      title: title ?? out.getTitle(),
      content: out.getContent(),
      width: out.getWidth(),
      height: out.getHeight(),
    };
    this.recorder.shown.push(record);
    this.recorder.emit({ type: "html", html: record });
  }
  showSidebar(userInterface: GoogleAppsScript.HTML.HtmlOutput): void {
    this.show("sidebar", userInterface);
  }
  showModalDialog(userInterface: GoogleAppsScript.HTML.HtmlOutput, title: string): void {
    this.show("modal", userInterface, title);
  }
  showModelessDialog(userInterface: GoogleAppsScript.HTML.HtmlOutput, title: string): void {
    this.show("modeless", userInterface, title);
  }
}

// ------------------------------------------------------------------------------------------------------------
// Session, Utilities, ScriptApp, Logger

type SessionApi = Pick<
  GoogleAppsScript.Base.Session,
  | "getActiveUser"
  | "getEffectiveUser"
  | "getActiveUserLocale"
  | "getScriptTimeZone"
  | "getTemporaryActiveUserKey"
>;

export interface SessionInfo {
  email: string;
  effectiveEmail: string;
  userLocale: string;
  scriptTimeZone: string;
}

export class StandinSession implements SessionApi {
  constructor(
    runtime: Runtime,
    private readonly info: SessionInfo,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "Session" });
  }
  getActiveUser(): GoogleAppsScript.Base.User {
    const email = this.info.email;
    return { getEmail: () => email, getUserLoginId: () => email };
  }
  getEffectiveUser(): GoogleAppsScript.Base.User {
    const email = this.info.effectiveEmail;
    return { getEmail: () => email, getUserLoginId: () => email };
  }
  getActiveUserLocale(): string {
    return this.info.userLocale;
  }
  getScriptTimeZone(): string {
    return this.info.scriptTimeZone;
  }
  getTemporaryActiveUserKey(): string {
    return createHash("sha256").update(this.info.email).digest("base64url").slice(0, 32);
  }
}

const DIGESTS: Record<string, string> = {
  MD2: "md2",
  MD5: "md5",
  SHA_1: "sha1",
  SHA_256: "sha256",
  SHA_384: "sha384",
  SHA_512: "sha512",
};

/** Utilities.sleep's documented maximum, in milliseconds. */
const MAX_SLEEP_MS = 300_000;

type UtilitiesApi = Pick<
  GoogleAppsScript.Utilities.Utilities,
  | "formatDate"
  | "getUuid"
  | "sleep"
  | "computeDigest"
  | "base64Encode"
  | "base64EncodeWebSafe"
  | "base64Decode"
  | "formatString"
  | "newBlob"
  | "gzip"
  | "ungzip"
  | "DigestAlgorithm"
  | "Charset"
>;

export class StandinUtilities implements UtilitiesApi {
  readonly DigestAlgorithm = Object.fromEntries(
    Object.keys(DIGESTS).map((k) => [k, k]),
  ) as unknown as typeof GoogleAppsScript.Utilities.DigestAlgorithm;
  readonly Charset = {
    US_ASCII: "US_ASCII",
    UTF_8: "UTF_8",
  } as unknown as typeof GoogleAppsScript.Utilities.Charset;
  constructor(
    private readonly runtime: Runtime,
    private readonly advanceClock: (ms: number) => void,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "Utilities" });
  }
  formatDate(date: GoogleAppsScript.Base.Date, timeZone: string, format: string): string {
    if (!isDate(date)) fail("The parameters don't match the method signature for Utilities.formatDate.");
    return formatJavaDate(new Date((date as unknown as Date).getTime()), timeZone, format);
  }
  getUuid(): string {
    return randomUUID();
  }
  /**
   * Advances the stand-in clock instead of blocking. "The maximum allowed value is 300000 (or 5 minutes)"
   * (https://developers.google.com/apps-script/reference/utilities/utilities#sleep(Integer)): more is refused.
   */
  sleep(milliseconds: number): void {
    if (Number(milliseconds) > MAX_SLEEP_MS)
      fail(`Invalid argument: milliseconds (${milliseconds}); the maximum allowed value is ${MAX_SLEEP_MS}.`);
    this.advanceClock(milliseconds);
  }
  computeDigest(
    algorithm: GoogleAppsScript.Utilities.DigestAlgorithm,
    value: unknown,
    _charset?: unknown,
  ): number[] {
    const alg = DIGESTS[String(algorithm)];
    if (!alg) fail("Invalid argument: algorithm");
    const bytes = Array.isArray(value)
      ? Buffer.from((value as number[]).map((b) => b & 0xff))
      : Buffer.from(String(value), "utf8");
    return [...createHash(alg).update(bytes).digest()].map((b) => (b > 127 ? b - 256 : b));
  }
  base64Encode(data: unknown, _charset?: unknown): string {
    return toBuffer(data).toString("base64");
  }
  base64EncodeWebSafe(data: unknown, _charset?: unknown): string {
    return toBuffer(data).toString("base64").replace(/\+/g, "-").replace(/\//g, "_");
  }
  base64Decode(encoded: string, _charset?: unknown): number[] {
    return [...Buffer.from(encoded, "base64")].map((b) => (b > 127 ? b - 256 : b));
  }
  newBlob(data: unknown, contentType?: string, name?: string): GoogleAppsScript.Base.Blob {
    return asGas(new StandinBlob(this.runtime, toBuffer(data), contentType ?? null, name ?? null));
  }
  /** A Blob gzip-compressed ("gzip(blob)": https://developers.google.com/apps-script/reference/utilities/utilities#gzip(BlobSource)). */
  gzip(blob: GoogleAppsScript.Base.BlobSource, name?: string): GoogleAppsScript.Base.Blob {
    const bytes = bytesOf(blob);
    return asGas(new StandinBlob(this.runtime, gzipSync(bytes), "application/x-gzip", name ?? null));
  }
  /**
   * "Uncompresses a Blob object and returns a Blob containing the uncompressed data"
   * (https://developers.google.com/apps-script/reference/utilities/utilities#ungzip(BlobSource)); data that is not
   * gzip is refused (observed: Apps Script throws "Could not decompress gzip.").
   */
  ungzip(blob: GoogleAppsScript.Base.BlobSource): GoogleAppsScript.Base.Blob {
    let out: Buffer;
    try {
      out = gunzipSync(bytesOf(blob));
    } catch {
      fail("Could not decompress gzip.");
    }
    return asGas(new StandinBlob(this.runtime, out, null, null));
  }
  formatString(template: string, ...args: unknown[]): string {
    let i = 0;
    return template.replace(/%[sdif%]/g, (m) => (m === "%%" ? "%" : String(args[i++])));
  }
}

function bytesOf(blob: unknown): Buffer {
  if (blob instanceof StandinBlob) return blob.bytes;
  const b = blob as { getBytes?: () => number[] };
  if (b && typeof b.getBytes === "function") return toBuffer(b.getBytes());
  fail("The parameters don't match the method signature for Utilities.gzip.");
}

type BlobApi = Pick<
  GoogleAppsScript.Base.Blob,
  "getBytes" | "getDataAsString" | "getContentType" | "getName" | "setName"
>;

/** A Blob of bytes (Utilities.newBlob, gzip, ungzip). */
export class StandinBlob implements BlobApi {
  constructor(
    runtime: Runtime,
    readonly bytes: Buffer,
    private contentType: string | null,
    private name: string | null,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "Blob" });
  }
  getBytes(): number[] {
    return [...this.bytes].map((b) => (b > 127 ? b - 256 : b));
  }
  getDataAsString(_charset?: string): string {
    return this.bytes.toString("utf8");
  }
  getContentType(): string | null {
    return this.contentType;
  }
  getName(): string | null {
    return this.name;
  }
  setName(name: string): GoogleAppsScript.Base.Blob {
    this.name = String(name);
    return asGas(this);
  }
}

function toBuffer(data: unknown): Buffer {
  return Array.isArray(data)
    ? Buffer.from((data as number[]).map((b) => b & 0xff))
    : Buffer.from(String(data), "utf8");
}

export const AuthModeEnum = {
  NONE: "NONE",
  CUSTOM_FUNCTION: "CUSTOM_FUNCTION",
  LIMITED: "LIMITED",
  FULL: "FULL",
} as const;

type ScriptAppApi = Pick<GoogleAppsScript.Script.ScriptApp, "AuthMode" | "getScriptId" | "getService">;

/** Where the script is deployed as a web app: its URL, or null before a deployment. */
export interface WebAppState {
  url: string | null;
}

type ServiceApi = Pick<GoogleAppsScript.Script.Service, "getUrl" | "isEnabled">;

/**
 * "Returns the URL of the web app, if it has been deployed; otherwise returns null"
 * (https://developers.google.com/apps-script/reference/script/service#getUrl()).
 */
export class StandinService implements ServiceApi {
  constructor(
    runtime: Runtime,
    private readonly state: WebAppState,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "Service" });
  }
  getUrl(): string {
    return this.state.url as string;
  }
  isEnabled(): boolean {
    return this.state.url !== null;
  }
}

export class StandinScriptApp implements ScriptAppApi {
  readonly AuthMode = AuthModeEnum as unknown as typeof GoogleAppsScript.Script.AuthMode;
  constructor(
    private readonly runtime: Runtime,
    private readonly webApp: WebAppState = { url: null },
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "ScriptApp" });
  }
  getService(): GoogleAppsScript.Script.Service {
    return asGas(new StandinService(this.runtime, this.webApp));
  }
  getScriptId(): string {
    return "standin-script-id";
  }
}

export interface LogLine {
  source: "Logger" | "console";
  level: "log" | "info" | "warn" | "error";
  message: string;
}

type LoggerApi = Pick<GoogleAppsScript.Base.Logger, "log" | "getLog" | "clear">;

function formatLog(args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first === "string" && rest.length && /%[sdif]/.test(first)) {
    let i = 0;
    return first.replace(/%[sdif]/g, () => stringify(rest[i++]));
  }
  return args.map(stringify).join(" ");
}

function stringify(v: unknown): string {
  if (typeof v === "string") return v;
  if (isDate(v)) return (v as Date).toISOString();
  try {
    return typeof v === "object" && v !== null ? JSON.stringify(v) : String(v);
  } catch {
    return String(v);
  }
}

export class StandinLogger implements LoggerApi {
  constructor(
    runtime: Runtime,
    private readonly lines: LogLine[],
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "Logger" });
  }
  log(...args: unknown[]): GoogleAppsScript.Base.Logger {
    this.lines.push({ source: "Logger", level: "log", message: formatLog(args) });
    return asGas(this);
  }
  getLog(): string {
    return this.lines
      .filter((l) => l.source === "Logger")
      .map((l) => l.message)
      .join("\n");
  }
  clear(): void {
    for (let i = this.lines.length - 1; i >= 0; i--)
      if (this.lines[i]!.source === "Logger") this.lines.splice(i, 1);
  }
}

export class StandinConsole {
  constructor(
    runtime: Runtime,
    private readonly lines: LogLine[],
    private readonly echo: boolean,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "console" });
  }
  private write(level: LogLine["level"], args: unknown[]): void {
    const message = formatLog(args);
    this.lines.push({ source: "console", level, message });
    if (this.echo) globalThis.console[level](`[script] ${message}`);
  }
  log(...args: unknown[]): void {
    this.write("log", args);
  }
  info(...args: unknown[]): void {
    this.write("info", args);
  }
  warn(...args: unknown[]): void {
    this.write("warn", args);
  }
  error(...args: unknown[]): void {
    this.write("error", args);
  }
  time(_label?: string): void {}
  timeEnd(_label?: string): void {}
}
