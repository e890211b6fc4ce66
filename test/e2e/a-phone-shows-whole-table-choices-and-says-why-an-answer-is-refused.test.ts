/**
 * What a player sees of the result form on a narrow phone (360×740), in Debian chromium on the real build: a
 * Dust event in French whose players have long names, round 1 paired and its form created from the sidebar.
 * Every table choice shows whole, the table and both names (« T1 · J.-B. de la Fontaine… / B. Carter »); army
 * points above the list (« 301 ») are refused with the question's own help text in French, not the stand-in's
 * developer text; once sent, the confirmation says when the Public tab changes; during the top cut the form
 * is closed and says why. The organiser's « Refaire le formulaire » asks first (cancelled here), naming the
 * report sent since the sidebar last applied the reports (an applied one is kept by its table's Source cell).
 *
 * Screenshots (test-artifacts/): phone-table-choices.png (the table list opened as a list box),
 * phone-army-refused.png, phone-report-sent.png, phone-top-cut-closed.png, sidebar-remake-form-asks.png.
 */
import { join } from "node:path";
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTIFACTS_DIR, chromiumAvailable, type Harness, screenshot } from "./harness";
import {
  act,
  holdAutoRefresh,
  idle,
  type Json,
  refresh,
  serverState,
  startEventHarness,
  text,
} from "./sidebar-helpers";

const PHONE = { width: 360, height: 740 };
const NAMES = [
  "Jean-Baptiste de la Fontaine-Sainte-Croix",
  "Marie-Christine Vasseur-Delacroix",
  "Bea Carter",
  "Anne Roux",
  "François-Xavier Prigent",
  "Gaëlle Tanguy",
  "Élodie Quéméner",
  "Hervé Morvan",
];

describe.skipIf(!chromiumAvailable())("the result form on a narrow phone", () => {
  let h: Harness;
  let frame: Frame;
  let phone: Page;
  let tables: Json[];
  const q = (title: string) => phone.locator(`#forms [data-question="${title}"]`).locator("select, input");

  beforeAll(async () => {
    ({ h, frame } = await startEventHarness("Club Dust", {
      system: "dust",
      name: "Dust du dimanche",
      date: "2025-11-23",
      rounds: 1,
      topCut: 2,
    }));
    h.page.setDefaultTimeout(15000);
    h.playground.bundle().standin.write(
      "'Joueurs'!A2",
      NAMES.map((n, i) => [n, `Club ${i % 4}`, "", 300]),
    );
    await refresh(frame);
  });

  afterAll(async () => {
    await h?.close();
  });

  it("every table choice shows whole in its field: the table and both players", async () => {
    await act(frame, "generateRound");
    await act(frame, "resultForm");
    await frame.waitForSelector("#form-shown:not([hidden])");
    tables = (serverState(h).progress.tables as Json[]).filter((g) => g.b !== "");
    phone = await h.context.newPage();
    phone.setDefaultTimeout(15000);
    await phone.setViewportSize(PHONE);
    await phone.goto(`${h.url}/?phone`);
    await phone.waitForSelector("#forms .phone #form-submit");
    const select = q("Table");
    const options = (await select.locator("option").allTextContents()).slice(1);
    expect(options).toHaveLength(tables.length);
    const surname = (name: string) => name.split(" ").at(-1)!.slice(0, 4);
    for (const [i, choice] of options.entries()) {
      const x = tables[i]!;
      expect(choice.startsWith(`T${x.table} · `), choice).toBe(true);
      // both players show (their surnames, cut at the end when they must be)
      for (const who of [x.a, x.b]) expect(choice, choice).toContain(surname(who).slice(0, 3));
      await select.selectOption(choice);
      // the choice's text fits in the field as drawn (its font, less its padding and arrow)
      const fits = await select.evaluate((el) => {
        const s = el as HTMLSelectElement;
        const style = getComputedStyle(s);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          s.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return { text: ctx.measureText(s.selectedOptions[0]!.text).width, room };
      });
      expect(fits.text, choice).toBeLessThanOrEqual(fits.room);
    }
    // the list as a phone opens it: every choice, as a list box for the screenshot
    await select.evaluate((el) => {
      (el as HTMLSelectElement).size = (el as HTMLSelectElement).options.length;
    });
    await select.scrollIntoViewIfNeeded();
    await screenshot(phone, "phone-table-choices");
    await select.evaluate((el) => {
      (el as HTMLSelectElement).size = 0;
    });
  });

  it("army points above the list are refused with the question's help, in French", async () => {
    const x = tables[0]!;
    await q("Ronde").selectOption("1");
    await q("Table").selectOption({ index: 1 });
    await q("Votre nom").selectOption(x.a);
    await q("Votre score").fill("3");
    await q("Score de votre adversaire").fill("1");
    await q("Vos points d'armée restants").fill("301");
    await phone.locator("#form-submit").click();
    await phone.waitForSelector("#form-result.refused");
    expect(await phone.locator("#form-result").textContent()).toBe(
      "«\u00a0301\u00a0» est refusé à la question «\u00a0Vos points d'armée restants\u00a0»\u00a0: Un nombre entier de 0 à 300, sans texte (par exemple 120).",
    );
    await phone.locator("#form-result").scrollIntoViewIfNeeded();
    await screenshot(phone, "phone-army-refused");
    expect(h.playground.bundle().standin.forms()[0]!.responses).toBe(0);
  });

  it("sent, the confirmation says when the Public tab changes", async () => {
    await q("Vos points d'armée restants").fill("120");
    await phone.locator("#form-submit").click();
    await phone.waitForSelector("#form-sent");
    expect(await phone.locator("#form-sent .gf-thanks").textContent()).toBe(
      "Merci, votre signalement est reçu. Le résultat compte quand votre adversaire a envoyé le même (sinon l'arbitre décide). L'onglet «\u00a0Public\u00a0» du tournoi ne change pas à chaque signalement\u00a0: il est mis à jour quand l'arbitre publie le classement.",
    );
    await screenshot(phone, "phone-report-sent");
  });

  it("the organiser's « Refaire le formulaire » asks first, naming who must send again", async () => {
    // the sidebar's refresh applies the reports: table 1's waits in its Source cell, kept with a new form;
    // then no read of its own (on focus, every 15 s) applies the report sent next before the button is pressed
    await holdAutoRefresh(frame);
    // a report sent since (the player of table 2 on the form): it stays on the old form only
    const s = h.playground.bundle().standin;
    const form = s.forms()[0]!;
    const choice = form.items.find((i) => i.title === "Table")!.choices![1]!;
    s.submitForm(form.id, {
      Ronde: "1",
      Table: choice,
      "Votre nom": tables[1]!.a,
      "Votre score": "3",
      "Score de votre adversaire": "1",
    });
    await frame.locator("#btn-remakeForm").click();
    await frame.waitForSelector("#confirm:not([hidden])");
    expect(await text(frame, "#confirm-question")).toBe("Refaire le formulaire de résultats\u202f?");
    const details = await frame.locator("#confirm-details li").allTextContents();
    expect(details[0]).toMatch(/^Un nouveau formulaire le remplace, avec un nouveau lien/);
    // « de » elided before a vowel, as the messages do: « en attente d'Anne Roux », « de Bea Carter »
    const other: string = tables[1]!.b;
    const of = /^[aeiouyàâäéèêëîïôöùûü]/i.test(other) ? `d'${other}` : `de ${other}`;
    expect(details, details.join("\n")).toContain(
      `Table ${tables[1]!.table}\u00a0: ${tables[1]!.a} (en attente ${of})`,
    );
    expect(details.join("\n")).not.toContain(`Table ${tables[0]!.table}\u00a0:`);
    await frame.locator("#confirm").screenshot({ path: join(ARTIFACTS_DIR, "sidebar-remake-form-asks.png") });
    await frame.locator("#confirm-no").click();
    await idle(frame);
    expect(h.playground.bundle().standin.forms()).toHaveLength(1);
  });

  it("during the top cut, the form is closed and says why", async () => {
    const s = h.playground.bundle().standin;
    for (const g of tables) {
      s.write(`'Rondes'!G${g.row}`, [[100, 90]]);
      s.write(`'Rondes'!J${g.row}`, [[3, 1]]);
    }
    await refresh(frame);
    await act(frame, "topCut");
    await phone.reload();
    await phone.waitForSelector("#forms .gf-notice");
    expect(await phone.locator("#forms .gf-notice").textContent()).toBe(
      "Les rondes suisses sont terminées et le top cut a commencé\u00a0: il ne se signale pas par ce formulaire. Donnez le résultat de votre match à l'arbitre.",
    );
    expect(await phone.locator("#forms select").count()).toBe(0);
    await screenshot(phone, "phone-top-cut-closed");
  });
});
