/**
 * End to end: a 9-player Confrérie round reported entirely through the result form by both players of
 * each table, one dispute decided by the organiser. In Debian chromium on the real build: the event and round 1,
 * the form created from the sidebar; the pairings read from the Rounds tab as the players read them; for each of
 * the four tables (the ninth player has the bye) both players send the form from the playground's Forms panel,
 * as their phones would; the players of one table disagree. « Appliquer les signalements »: three tables
 * Confirmé (source « Formulaire : … »), one Contesté, said in the sidebar's messages; the organiser types the
 * decision in « Décision arbitre »; applied again, the decision stands (source « Organisateur »), the standings
 * follow and the next round can be generated.
 *
 * Screenshots: test-artifacts/result-form-panel.png (the panel mid-way), result-form-dispute.png (the sidebar
 * showing the dispute), result-form-rounds.png (the Rounds tab with its source column, page view).
 */
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, type Harness, screenshot, selectSheet } from "./harness";
import { settled } from "./playground-helpers";
import {
  act,
  formTableChoice,
  gridWhen,
  home,
  idle,
  type Json,
  playThePhones,
  serverState,
  shoot,
  shootFormsPanel,
  startConfrerieRodez,
  typeAt,
} from "./sidebar-helpers";

const ROUNDS = "Rondes";
const TAB = "Réponses au formulaire 1";

/** A table of the Rounds tab as the players read it: its row, number and two players. */
interface Table {
  row: number;
  table: number;
  a: string;
  b: string;
}

describe.skipIf(!chromiumAvailable())(
  "a Confrérie round reported through the result form by both players of each table",
  () => {
    let h: Harness;
    let frame: Frame;
    let dialogs: string[];
    let tables: Table[];
    let bye: string;
    /** The table whose players disagree, and the one the organiser decides for. */
    let disputed: Table;
    let sent = 0;

    const select = (question: string) => h.page.locator(`#forms select[data-question="${question}"]`);
    /** The Rounds tab as the page shows it (header + 5 rows, A:L). */
    const roundsWhen = (ready: (g: string[][]) => boolean) => gridWhen(h.page, ROUNDS, 6, 12, ready);
    const rowOf = (g: string[][], t: Table) => g[t.row - 1]!;

    /** One player's phone: the four answers chosen in the panel, then « Envoyer comme un joueur ». */
    async function report(t: Table, who: string, winner: string): Promise<void> {
      await select("Ronde").selectOption("1");
      // the table's choice names its pairing (given names cut to initials when both names are long:
      // « T2 · F. Rivière / G. Marchand », which depends on the round's draw)
      const choices = await select("Table").locator("option").allTextContents();
      const choice = choices.find((c) => c.startsWith(`T${t.table} · `));
      expect(choice, choices.join(" | ")).toBeDefined();
      for (const name of [t.a, t.b]) expect(choice).toContain(name.split(" ").at(-1)!);
      await select("Table").selectOption(choice!);
      await select("Votre nom").selectOption(who);
      await select("Vainqueur").selectOption(winner);
      await h.page.locator("#form-submit").click();
      sent++;
      await expect
        .poll(
          () =>
            h.page
              .locator("#form-result.ok")
              .textContent()
              .catch(() => ""),
          { timeout: 15_000 },
        )
        .toBe(`Réponse enregistrée\u00a0: ligne ${sent + 1} de l'onglet «\u00a0${TAB}\u00a0».`);
    }

    /** Mid-way (table 2 just reported): the panel's answers and receipt beside the responses tab. */
    async function panelShot(): Promise<void> {
      await settled(h.page);
      await h.page.waitForSelector(`#tabs button[data-sheet="${TAB}"][aria-selected="true"]`);
      frame = await shootFormsPanel(
        h,
        "result-form-panel",
        '#forms select[data-question="Ronde"]',
        "receipt",
      );
    }

    const messages = () => frame.locator("#messages li").allTextContents();

    beforeAll(async () => {
      ({ h, frame, dialogs } = await startConfrerieRodez());
    });

    afterAll(async () => {
      await h?.close();
    });

    it("round 1 paired, the form created from the sidebar; the pairings read from the Rounds tab", async () => {
      await act(frame, "generateRound");
      await act(frame, "resultForm");
      await frame.waitForSelector("#form-shown:not([hidden])");
      await frame.waitForSelector("#btn-applyReports");
      expect((await frame.locator("#btn-applyReports").textContent())?.trim()).toBe(
        "Appliquer les signalements",
      );
      const grid = await roundsWhen((g) => g[1]![2] !== "");
      expect(grid[0]!.slice(0, 12)).toEqual([
        "Ronde",
        "Table",
        "Joueur A",
        "Joueur B",
        "Résultat A",
        "Résultat B",
        "Statut",
        "Vainqueur déclaré",
        "Confirmation du perdant",
        "Décision arbitre",
        "Pourquoi cette table",
        "Source",
      ]);
      const lines = grid.slice(1).filter((r) => r[0] === "1");
      tables = lines
        .map((r) => ({ row: grid.indexOf(r) + 1, table: Number(r[1]), a: r[2]!, b: r[3]! }))
        .filter((t) => t.table > 0);
      expect(tables.map((t) => t.table)).toEqual([1, 2, 3, 4]);
      // the bye: no table number, « EXEMPT » as the opponent
      const byes = lines.filter((r) => r[1] === "");
      expect(byes).toHaveLength(1);
      expect(byes[0]!.slice(3, 7)).toEqual(["EXEMPT", "", "", "Exempt"]);
      bye = byes[0]![2]!;
      // the server agrees with what the tab shows
      const st = serverState(h);
      for (const t of tables) {
        const g = st.progress.tables.find((x: Json) => x.table === t.table);
        expect([g.row, g.a, g.b]).toEqual([t.row, t.a, t.b]);
      }
      const everyone = [...tables.flatMap((t) => [t.a, t.b]), bye].sort();
      expect(new Set(everyone).size).toBe(9);
      disputed = tables[2]!;
      await settled(h.page);
      expect(await h.page.locator("#forms-count").textContent()).toBe("1");
    });

    it("both players of each table send the form from the panel; table 3's players each claim the win", async () => {
      for (const t of tables) {
        await report(t, t.a, t.a);
        if (t === disputed) await report(t, t.b, t.b);
        else await report(t, t.b, t.a);
        if (t.table === 2) await panelShot();
      }
      const rows = h.playground
        .bundle()
        .standin.values(`'${TAB}'!B2:E9`)
        .map((r) => r.join("|"));
      expect(rows).toHaveLength(8);
      expect(rows).toContain(`1|${formTableChoice(h, disputed.table)}|${disputed.b}|${disputed.b}`);
    });

    it("« Appliquer les signalements »: three tables Confirmé from the form, table 3 Contesté, said in the sidebar", async () => {
      await act(frame, "applyReports");
      const grid = await roundsWhen((g) => tables.every((t) => rowOf(g, t)[11] !== ""));
      for (const t of tables) {
        const r = rowOf(grid, t);
        if (t === disputed) {
          expect([r[6], r[7], r[8], r[9], r[11]], `table ${t.table}`).toEqual([
            "Contesté",
            t.a,
            "Contesté",
            "",
            `Formulaire\u00a0: ${t.a}, Contesté — ${t.a}\u00a0: vainqueur ${t.a}\u202f; ${t.b}\u00a0: vainqueur ${t.b}`,
          ]);
        } else {
          expect([r[6], r[7], r[8], r[9], r[11]], `table ${t.table}`).toEqual([
            "Confirmé",
            t.a,
            "Oui",
            "",
            `Formulaire\u00a0: ${t.a}, Oui`,
          ]);
        }
      }
      const st = serverState(h);
      expect(st.progress.tables.filter((x: Json) => x.b !== "").map((x: Json) => x.status)).toEqual([
        "confirmed",
        "confirmed",
        "disputed",
        "confirmed",
      ]);
      expect(await messages()).toContainEqual(
        expect.stringContaining(`Table ${disputed.table} contestée\u00a0: `),
      );
      expect(st.actions.generateRound.enabled).toBe(false);
      await shoot(h, "result-form-dispute", "sidebar");
    });

    it("the organiser decides table 3 for its B player; applied again, the decision stands and round 2 can be paired", async () => {
      await typeAt(h.page, "J", disputed.row, disputed.b);
      await act(frame, "applyReports");
      const grid = await roundsWhen((g) => rowOf(g, disputed)[11] === "Organisateur");
      expect([...rowOf(grid, disputed).slice(6, 10), rowOf(grid, disputed)[11]]).toEqual([
        "Décidé",
        disputed.a,
        "Contesté",
        disputed.b,
        "Organisateur",
      ]);
      for (const t of tables)
        if (t !== disputed) expect(rowOf(grid, t)[11]).toBe(`Formulaire\u00a0: ${t.a}, Oui`);
      const st = serverState(h);
      expect(st.progress.results).toEqual({ done: 4, total: 4 });
      expect(st.progress.tables.find((x: Json) => x.table === disputed.table).status).toBe("decided");
      expect(await messages()).not.toContainEqual(expect.stringMatching(/contest/i));
      // the standings: each table's winner has one win, its loser none
      const wins = new Map(
        h.playground
          .bundle()
          .standin.values("'Classement'!B2:C10")
          .map(([name, w]) => [name as string, w]),
      );
      for (const t of tables) {
        const [won, lost] = t === disputed ? [t.b, t.a] : [t.a, t.b];
        expect(wins.get(won), won).toBe(1);
        expect(wins.get(lost), lost).toBe(0);
      }
      expect(st.actions.generateRound.enabled).toBe(true);
      expect((await frame.locator("#btn-generateRound").textContent())?.trim()).toMatch(/ronde 2/);
      expect(await frame.locator("#btn-generateRound").isEnabled()).toBe(true);
    });

    it("the Rounds tab shows where each result came from (screenshot)", async () => {
      await idle(frame);
      await selectSheet(h.page, ROUNDS);
      await home(h.page, frame);
      // a wide screen, the sidebar closed: every column from the round to the source in view
      await h.page.setViewportSize({ width: 2500, height: 640 });
      await playThePhones(h.page);
      // the panels' column starts where the grid's view ends
      const edge = (await h.page.locator("#forms-panel").boundingBox())!.x;
      for (const col of ["A", "G", "L"]) {
        // the grid draws the rows in sight after the window grows, and may draw them again: measure
        // the cell once it is drawn and stays drawn long enough to be measured
        const td = h.page.locator(`#grid td[data-cell="${col}${disputed.row}"]`);
        let box: Awaited<ReturnType<typeof td.boundingBox>> = null;
        for (let tries = 0; box === null && tries < 50; tries++) {
          await td.waitFor({ state: "visible" });
          box = await td.boundingBox();
          if (box === null) await h.page.waitForTimeout(100);
        }
        expect(box, col).not.toBeNull();
        const cell = box!;
        expect(cell.x, col).toBeGreaterThanOrEqual(0);
        expect(cell.x + cell.width, col).toBeLessThanOrEqual(edge);
      }
      await screenshot(h.page, "result-form-rounds");
      expect(dialogs).toEqual([]);
      expect(h.consoleMessages.filter((m) => m.startsWith("pageerror"))).toEqual([]);
    });
  },
);
