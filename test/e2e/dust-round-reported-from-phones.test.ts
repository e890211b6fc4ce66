/**
 * A whole Dust Tactics round reported from the players' phones, looked at on a phone's screen (390×844). In
 * Debian chromium on the real build: an 8-player Dust event in a French spreadsheet, round 1 paired and its
 * result form created from the sidebar; each player opens the form's link on a phone (the playground's phone
 * view, `/?phone`) and sends a report: table 1's players agree and both give the army points left, table 2's
 * agree and one leaves the army points blank, table 3 has a single report, table 4's players each claim the win.
 * The organiser applies the reports in the sidebar (two tables confirmed, the single report waiting, the
 * dispute's claims said), decides the dispute, closes the round (the waiting table becomes a double loss) and
 * publishes; a club member reads the Public tab on a phone.
 *
 * Screenshots (test-artifacts/): dust-phone-form.png (the form filled in, top), dust-phone-form-scores.png (its
 * scores and army points, and the button), dust-phone-sent.png (the confirmation), dust-rounds-reported.png
 * (the Rounds tab after Apply reports), dust-sidebar-reports.png (the sidebar: the single report, the
 * dispute's claims), dust-rounds-closed.png (the Rounds tab once closed), dust-public-phone.png (the Public tab
 * on a phone).
 */
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chromiumAvailable,
  clickMenuItem,
  type Harness,
  screenshot,
  selectSheet,
  sidebarFrame,
} from "./harness";
import { settled } from "./playground-helpers";
import {
  act,
  gridWhen,
  home,
  idle,
  type Json,
  playThePhones,
  refresh,
  serverState,
  shoot,
  startEventHarness,
  text,
  typeAt,
} from "./sidebar-helpers";

const ROUNDS = "Rondes";
const PHONE = { width: 390, height: 844 };
const CLUBS = ["Brest", "Quimper", "Lorient", "Vannes"];
/** Eight players (name, club, rating, army list in PA), as the Dust Joueurs tab takes them. */
const PLAYERS: [string, string, string, number][] = [
  "Anne-Sophie Le Guellec",
  "Bastien Lacroix",
  "Camille Kerhervé",
  "Denis Marc",
  "Élodie Quéméner",
  "François-Xavier Prigent",
  "Gaëlle Tanguy",
  "Hervé Morvan",
].map((name, i) => [name, CLUBS[i % CLUBS.length]!, "", 300 - 10 * (i % 3)]);

interface Table {
  row: number;
  table: number;
  a: string;
  b: string;
}

/** One player's report: their score and their opponent's; the army points left, "" when left blank. */
interface Report {
  who: string;
  mine: number;
  theirs: number;
  myArmy: string;
  theirArmy: string;
}

/**
 * The form's choice for table `n`: the bare number, or a choice that starts with « Table n » (a choice that shows
 * the table's pairing, « T3 · Anne / Bea »).
 */
async function tableChoice(select: ReturnType<Page["locator"]>, n: number): Promise<string> {
  const options = await select
    .locator("option")
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const pick = options.find((v) => v === String(n) || new RegExp(`^T${n}(?!\\d)`).test(v));
  if (!pick) throw new Error(`no choice for table ${n} in ${JSON.stringify(options)}`);
  return pick;
}

describe.skipIf(!chromiumAvailable())("a Dust round reported from the players' phones (390×844)", () => {
  let h: Harness;
  let frame: Frame;
  let dialogs: string[];
  let phone: Page;
  let tables: Table[];
  let t: Table[];

  const q = (title: string) => phone.locator(`#forms [data-question="${title}"]`).locator("select, input");
  const rowOf = (g: string[][], x: Table) => g[x.row - 1]!;
  const roundsWhen = (ready: (g: string[][]) => boolean) => gridWhen(h.page, ROUNDS, 6, 15, ready);

  /**
   * The Rounds tab from its round to its source column (a wide screen, the sidebar closed, the panels folded);
   * then, when the organiser goes on, the sidebar again.
   */
  async function shootRounds(name: string, goOn: boolean): Promise<void> {
    await idle(frame);
    await selectSheet(h.page, ROUNDS);
    await home(h.page, frame);
    await playThePhones(h.page);
    await h.page.setViewportSize({ width: 2900, height: 330 });
    // every column from the round to the source in view, left of the panels
    const edge = (await h.page.locator("#side").boundingBox())!.x;
    // the page draws the columns in sight: O once it has redrawn at the new width. A redraw may replace the cell
    // between finding it and measuring it (no box then): measured again until it is drawn and still in place
    const o1 = h.page.locator('#grid td[data-cell="O1"]');
    await expect
      .poll(
        async () => {
          const box = await o1.boundingBox().catch(() => null);
          return box ? box.x + box.width : Number.POSITIVE_INFINITY;
        },
        { timeout: 15_000, message: "column O drawn left of the panels" },
      )
      .toBeLessThanOrEqual(edge);
    await screenshot(h.page, name);
    if (!goOn) return;
    await h.page.setViewportSize({ width: 1400, height: 860 });
    await h.page.locator("#counter-panel .fold").click();
    await h.page.locator("#log-panel .fold").click();
    await clickMenuItem(h.page, "showSidebar");
    frame = await sidebarFrame(h.page);
    await idle(frame);
  }

  /** A player opens the form's link, answers, sends; the confirmation shows; « Envoyer une autre réponse ». */
  async function report(x: Table, r: Report, shots = false): Promise<void> {
    await phone.waitForSelector("#forms .phone #form-submit");
    await q("Ronde").selectOption("1");
    await q("Table").selectOption(await tableChoice(q("Table"), x.table));
    await q("Votre nom").selectOption(r.who);
    await q("Votre score").fill(String(r.mine));
    await q("Score de votre adversaire").fill(String(r.theirs));
    if (r.myArmy !== "") await q("Vos points d'armée restants").fill(r.myArmy);
    if (r.theirArmy !== "") await q("Points d'armée restants de votre adversaire").fill(r.theirArmy);
    if (shots) {
      await phone.locator("#forms").evaluate((e) => e.scrollTo(0, 0));
      await screenshot(phone, "dust-phone-form");
      await phone.locator("#form-submit").scrollIntoViewIfNeeded();
      await screenshot(phone, "dust-phone-form-scores");
    }
    const before = h.playground.bundle().standin.forms()[0]!.responses;
    await phone.locator("#form-submit").click();
    await phone.waitForSelector("#form-sent");
    expect(h.playground.bundle().standin.forms()[0]!.responses).toBe(before + 1);
    expect(await phone.locator("#form-sent .gf-thanks").textContent()).toBe(
      h.playground.bundle().standin.forms()[0]!.confirmationMessage,
    );
    // the confirmation alone: no « obligatoire » note, no question
    expect(await phone.locator("#forms .gf-note, #forms .gf-question").count()).toBe(0);
    if (shots) await screenshot(phone, "dust-phone-sent");
    await phone.locator("#form-again").click();
    await phone.waitForSelector("#forms .phone #form-submit");
    // the next player starts from a blank form
    expect(await q("Votre nom").inputValue()).toBe("");
  }

  beforeAll(async () => {
    ({ h, frame, dialogs } = await startEventHarness("Club Dust de Bretagne", {
      system: "dust",
      name: "Dust du samedi",
      date: "2025-11-22",
      rounds: 3,
      topCut: 0,
    }));
    // a click may wait on two loaded cores: more than the harness's 8 s before a step fails
    h.page.setDefaultTimeout(15000);
    h.playground.bundle().standin.write("'Joueurs'!A2", PLAYERS);
    await refresh(frame);
    expect(await text(frame, "#players-line")).toBe("Joueurs actifs\u00a0: 8 · retraits\u00a0: 0");
  });

  afterAll(async () => {
    await h?.close();
  });

  it("round 1 paired, the result form created from the sidebar; a phone opens its link", async () => {
    await act(frame, "generateRound");
    await act(frame, "resultForm");
    await frame.waitForSelector("#form-shown:not([hidden])");
    tables = (serverState(h).progress.tables as Json[])
      .filter((g) => g.b !== "")
      .map((g) => ({ row: g.row, table: g.table, a: g.a, b: g.b }));
    expect(tables.map((x) => x.table)).toEqual([1, 2, 3, 4]);
    t = tables;
    phone = await h.context.newPage();
    phone.setDefaultTimeout(15000);
    await phone.setViewportSize(PHONE);
    await phone.goto(`${h.url}/?phone`);
    await phone.waitForSelector("#forms .phone #form-submit");
    // the form alone, the phone's width: no grid, no list of forms, no organiser's button
    expect(await phone.locator("#grid-wrap").isVisible()).toBe(false);
    expect(await phone.locator("#forms .forms-list").count()).toBe(0);
    expect(await phone.locator("#form-delete").count()).toBe(0);
    expect(await phone.locator("#form-submit").textContent()).toBe("Envoyer");
    const card = (await phone.locator("#forms .phone").boundingBox())!;
    expect(card.width).toBeGreaterThan(360);
    expect(card.x + card.width).toBeLessThanOrEqual(PHONE.width);
    // tap targets a finger can hit: every field and the button at least 44 px high
    for (const box of await phone.locator("#forms select, #forms input, #form-submit").all())
      expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });

  it("eight phones send: two tables agree (army points given, and left blank), one report alone, one dispute", async () => {
    const [t1, t2, t3, t4] = t as [Table, Table, Table, Table];
    await report(t1, { who: t1.a, mine: 3, theirs: 1, myArmy: "120", theirArmy: "0" }, true);
    await report(t1, { who: t1.b, mine: 1, theirs: 3, myArmy: "0", theirArmy: "120" });
    await report(t2, { who: t2.b, mine: 3, theirs: 1, myArmy: "85", theirArmy: "10" });
    await report(t2, { who: t2.a, mine: 1, theirs: 3, myArmy: "", theirArmy: "" });
    await report(t3, { who: t3.a, mine: 3, theirs: 1, myArmy: "200", theirArmy: "" });
    await report(t4, { who: t4.a, mine: 3, theirs: 1, myArmy: "", theirArmy: "" });
    await report(t4, { who: t4.b, mine: 3, theirs: 1, myArmy: "", theirArmy: "" });
    expect(h.playground.bundle().standin.forms()[0]!.responses).toBe(7);
    await phone.close();
  });

  it("« Appliquer les signalements »: two tables confirmed, table 3 waits, table 4 disputed with both claims", async () => {
    const [t1, t2, t3, t4] = t as [Table, Table, Table, Table];
    await act(frame, "applyReports");
    const grid = await roundsWhen((g) => [t1, t2, t3, t4].every((x) => rowOf(g, x)[14] !== ""));
    // A..O: round, table, A, B, result A, result B, PA A, PA B, status, score A, score B, dispute, decision, why, source
    expect(rowOf(grid, t1).slice(6, 11)).toEqual(["120", "0", "Confirmé", "3", "1"]);
    expect(rowOf(grid, t2).slice(6, 11)).toEqual(["10", "85", "Confirmé", "1", "3"]);
    expect(rowOf(grid, t3)[14]).toBe(`Formulaire\u00a0: signalé par ${t3.a}\u00a0: 3–1, attend ${t3.b}`);
    expect(rowOf(grid, t4)[14]).toBe(
      `Formulaire\u00a0: Contesté — ${t4.a}\u00a0: 3–1\u202f; ${t4.b}\u00a0: 1–3`,
    );
    const messages = await frame.locator("#messages li").allTextContents();
    expect(messages).toContainEqual(
      expect.stringContaining(`Table 3\u00a0: signalé par ${t3.a}\u00a0: 3–1, attend ${t3.b}.`),
    );
    expect(messages).toContainEqual(
      expect.stringContaining(`Table 4 contestée\u00a0: ${t4.a}\u00a0: 3–1\u202f; ${t4.b}\u00a0: 1–3.`),
    );
    // a score never breaks across the sidebar's lines (« 3– » then « 1 »), nor a « ; » from the word before it
    expect(
      await frame
        .locator("#messages li .nowrap")
        .evaluateAll((s) => [...new Set(s.map((x) => getComputedStyle(x).whiteSpace))]),
    ).toEqual(["nowrap"]);
    const breakable = await frame.locator("#messages li").evaluateAll((items) =>
      items.flatMap((li) =>
        [...li.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? "")
          .filter((x) => /\d–\d| [;:!?](\s|$)/.test(x)),
      ),
    );
    expect(breakable).toEqual([]);
    // the warnings readable: at least 4.5:1 between their text and their background (WCAG AA, 13 px text)
    const ratios = await frame.locator("#messages li.warning").evaluateAll((items) =>
      items.map((li) => {
        const lum = (css: string) => {
          const [r, g, b] = css.match(/\d+/g)!.map((v) => Number(v) / 255);
          const lin = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
          return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
        };
        const style = getComputedStyle(li);
        const [hi, lo] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x);
        return (hi! + 0.05) / (lo! + 0.05);
      }),
    );
    // one warning: the dispute, said once with both claims (the lone report is an info)
    expect(ratios.length).toBe(1);
    for (const r of ratios) expect(r).toBeGreaterThanOrEqual(4.5);
    await shoot(h, "dust-sidebar-reports", "sidebar");
    await shootRounds("dust-rounds-reported", true);
  });

  it("the organiser decides table 4, closes the round (table 3 a double loss) and publishes; the Public tab on a phone", async () => {
    const [, , t3, t4] = t as [Table, Table, Table, Table];
    await typeAt(h.page, "M", t4.row, t4.b);
    await act(frame, "applyReports");
    await act(frame, "closeRound");
    await frame.waitForSelector("#confirm:not([hidden])");
    // table 3's lone report named, with what was reported, and how to count it before closing
    expect(await frame.locator("#confirm-details li").allTextContents()).toEqual([
      `Table 3\u00a0: ${t3.a} a signalé 3–1, ${t3.b} n'a pas confirmé`,
      "Un signalement sans confirmation n'est pas un résultat\u00a0: pour le compter, tapez le résultat ou une décision dans «\u00a0Rondes\u00a0» avant de clore.",
    ]);
    await frame.locator("#confirm-yes").click();
    await idle(frame);
    expect(await text(frame, "#results-line")).toBe("Tous les résultats sont saisis.");
    const grid = await roundsWhen((g) => rowOf(g, t3)[12] !== "" && rowOf(g, t4)[14] === "Organisateur");
    expect(rowOf(grid, t4)[8]).toBe("Décidé");
    expect(rowOf(grid, t3)[12]).toBe("Double défaite");
    await act(frame, "publish");
    await gridWhen(h.page, "Public", 20, 8, (g) => g.flat().includes("Dust du samedi"));
    await shootRounds("dust-rounds-closed", false);
    // a club member opens the Public tab on a phone: the tab alone
    const member = await h.context.newPage();
    await member.setViewportSize(PHONE);
    await member.goto(`${h.url}/?phone&sheet=Public`);
    await member.waitForSelector('#grid td[data-cell="A1"]');
    await settled(member);
    expect(await member.locator('#grid td[data-cell="A1"]').textContent()).toBe("Dust du samedi");
    expect(await member.locator("#forms-panel").isVisible()).toBe(false);
    // a table's number and both its players whole on the phone's screen (the first game in row 8, under the
    // block's title and header): the number's column is not as wide as its block's title (« Appariements par
    // table », which overflows beside it), and the opponent's column ends inside the screen
    const a8 = (await member.locator('#grid td[data-cell="A8"]').boundingBox())!;
    const c8 = (await member.locator('#grid td[data-cell="C8"]').boundingBox())!;
    expect(await member.locator('#grid td[data-cell="A8"]').textContent()).toBe("1");
    expect(a8.width).toBeLessThan(100);
    expect(c8.x + c8.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(member, "dust-public-phone");
    await member.close();
    expect(dialogs).toEqual([]);
    expect(h.consoleMessages.filter((m) => m.startsWith("pageerror"))).toEqual([]);
  });
});
