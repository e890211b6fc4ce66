/**
 * The "submit as player" panel of the playground: the Forms panel lists the spreadsheet's forms and draws
 * the chosen one as a phone shows it, then submits it through the stand-in (`standin.submitForm`) the way a
 * player's phone would. In Debian chromium on the real build: a 9-player Confrérie event, round 1 generated,
 * its result form created from the sidebar; table 1's first player reports his win from the panel and the
 * response lands as a row of the responses tab; a required question left blank is refused with the stand-in's
 * reason in French; a choice the form does not offer cannot be picked (and is refused when sent anyway); the
 * organiser deletes the form and the panel shows it deleted.
 *
 * Screenshot: test-artifacts/playground-forms-panel.png.
 */
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, type Harness, selectSheet } from "./harness";
import { answerConfirmation, confirmation, settled } from "./playground-helpers";
import {
  act,
  formTableChoice,
  idle,
  type Json,
  refresh,
  serverState,
  shootFormsPanel,
  startConfrerieRodez,
  text,
} from "./sidebar-helpers";

const TAB = "Réponses au formulaire 1";

describe.skipIf(!chromiumAvailable())(
  "the playground's Forms panel: submitting the result form as a player",
  () => {
    let h: Harness;
    let frame: Frame;
    let dialogs: string[];
    let table1: Json;

    const forms = () => h.playground.bundle().standin.forms();
    const responseRows = (): unknown[][] =>
      h.playground
        .bundle()
        .standin.values(`'${TAB}'!A1:E10`)
        .filter((r) => r.some((v) => v !== "" && v !== null));
    const select = (question: string) => h.page.locator(`#forms select[data-question="${question}"]`);
    /** Table 1's choice as the form offers it: « T1 · A / B » (initials when both names are long). */
    const choice1 = () => formTableChoice(h, 1);

    beforeAll(async () => {
      ({ h, frame, dialogs } = await startConfrerieRodez());
    });

    afterAll(async () => {
      await h?.close();
    });

    it("with no form yet, the panel says so and how one is made", async () => {
      await settled(h.page);
      expect((await h.page.locator("#forms-panel .fold").textContent())?.trim()).toBe("Formulaires");
      expect(await h.page.locator("#forms-count").textContent()).toBe("0");
      expect(await text(h.page.mainFrame(), "#forms .forms-none")).toMatch(
        /^Aucun formulaire pour l'instant\. .*«\u00a0Créer le formulaire de résultats\u00a0»/,
      );
      expect(await h.page.locator("#forms .phone").count()).toBe(0);
    });

    it("round 1, then the result form created from the sidebar: the panel lists it and draws it as a phone", async () => {
      await act(frame, "generateRound");
      table1 = serverState(h).progress.tables.find((g: Json) => g.table === 1);
      expect(table1.b).not.toBe("");
      await act(frame, "resultForm");
      await frame.waitForSelector("#form-shown:not([hidden])");
      await settled(h.page);
      const form = forms()[0]!;
      expect(await h.page.locator("#forms-count").textContent()).toBe("1");
      const pick = h.page.locator("#forms .form-pick");
      expect(await pick.count()).toBe(1);
      expect(await pick.locator(".form-pick-title").textContent()).toBe("Confrérie de Rodez — résultats");
      expect(await pick.locator(".chip").textContent()).toBe("Ouvert aux réponses");
      expect(await pick.locator(".form-pick-meta").textContent()).toBe(
        `Ouvert aux réponses 0 réponse · → ${TAB}`,
      );
      // the phone: title, description, the required note, one block per question, each a list of the form's choices
      const phone = h.page.locator("#forms .phone");
      expect(await phone.locator(".gf-title").textContent()).toBe(form.title);
      expect(await phone.locator(".gf-desc").textContent()).toBe(form.description);
      expect(await phone.locator(".gf-note").textContent()).toBe("* Indique une question obligatoire");
      expect(await phone.locator(".gf-question .gf-label").allTextContents()).toEqual([
        "Ronde *",
        "Table *",
        "Votre nom *",
        "Vainqueur *",
      ]);
      for (const item of form.items) {
        const options = await select(item.title).locator("option").allTextContents();
        expect(options, item.title).toEqual(["Choisir", ...item.choices!]);
      }
      expect(await select("Ronde").locator("option").allTextContents()).toEqual(["Choisir", "1"]);
      // each table's choice names its pairing (given names cut to initials when both names are long)
      const options = await select("Table").locator("option").allTextContents();
      const seated = serverState(h).progress.tables.filter((g: Json) => g.b !== "");
      expect(options[0]).toBe("Choisir");
      expect(options.slice(1)).toHaveLength(seated.length);
      for (const [i, g] of seated.entries()) {
        const surname = (name: string) => name.split(" ").at(-1)!;
        expect(options[i + 1]).toMatch(new RegExp(`^T${g.table} · .*${surname(g.a)} / .*${surname(g.b)}$`));
        if (`T${g.table} · ${g.a} / ${g.b}`.length <= 37)
          expect(options[i + 1]).toBe(`T${g.table} · ${g.a} / ${g.b}`);
      }
      expect(await h.page.locator("#form-submit").textContent()).toBe("Envoyer comme un joueur");
      expect(await h.page.locator("#form-delete").textContent()).toBe("Supprimer le formulaire");
      // a phone's width, not the panel's
      const width = (await phone.boundingBox())!.width;
      expect(width).toBeLessThanOrEqual(300);
      expect(width).toBeGreaterThan(240);
    });

    it("a required question left blank: the stand-in's reason under the button, in French; nothing written", async () => {
      await select("Ronde").selectOption("1");
      await select("Table").selectOption(choice1());
      await h.page.locator("#form-submit").click();
      await h.page.waitForSelector("#form-result.refused");
      expect(await h.page.locator("#form-result").textContent()).toBe(
        "La question «\u00a0Votre nom\u00a0» est obligatoire.",
      );
      expect(responseRows()).toHaveLength(1); // the header only
      expect(forms()[0]!.responses).toBe(0);
      // the answers given so far stay
      expect(await select("Ronde").inputValue()).toBe("1");
      expect(await select("Table").inputValue()).toBe(choice1());
      expect(await h.page.locator("#log li.form").first().textContent()).toBe(
        "Formulaire «\u00a0Confrérie de Rodez — résultats\u00a0»\u00a0: envoi refusé — La question «\u00a0Votre nom\u00a0» est obligatoire.",
      );
    });

    it("table 1's first player reports his win: a row lands in the responses tab, shown, and logged", async () => {
      await select("Votre nom").selectOption(table1.a);
      await select("Vainqueur").selectOption(table1.a);
      // the failed attempt's message goes once the answers change
      expect(await h.page.locator("#form-result").count()).toBe(0);
      await h.page.locator("#form-submit").click();
      await h.page.waitForSelector("#form-result.ok");
      expect(await h.page.locator("#form-result").textContent()).toBe(
        `Réponse enregistrée\u00a0: ligne 2 de l'onglet «\u00a0${TAB}\u00a0».`,
      );
      const rows = responseRows();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual(["Horodateur", "Ronde", "Table", "Votre nom", "Vainqueur"]);
      expect(rows[1]!.slice(1)).toEqual([1, choice1(), table1.a, table1.a]);
      expect(rows[1]![0]).toBeInstanceOf(Date);
      expect(forms()[0]!.responses).toBe(1);
      // the page shows the responses tab, its new row selected
      await settled(h.page);
      await h.page.waitForSelector(`#tabs button[data-sheet="${TAB}"][aria-selected="true"]`);
      expect(await h.page.locator("#cell-ref").textContent()).toBe("A2");
      expect(await h.page.locator('#grid td[data-cell="D2"]').textContent()).toBe(table1.a);
      expect(await h.page.locator('#grid td[data-cell="B2"]').textContent()).toBe("1");
      expect(await h.page.locator('#grid td[data-cell="A2"]').textContent()).toMatch(
        /^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/,
      );
      expect(await h.page.locator("#log li.form").first().textContent()).toBe(
        `Formulaire «\u00a0Confrérie de Rodez — résultats\u00a0»\u00a0: réponse envoyée comme un joueur → «\u00a0${TAB}\u00a0», ligne 2`,
      );
      expect(await h.page.locator("#forms .form-pick-meta").textContent()).toContain("1 réponse ·");
    });

    it("a choice the form does not offer cannot be picked, and is refused when sent anyway", async () => {
      // the select offers the form's choices and nothing else
      await expect(select("Vainqueur").selectOption("Joueur inconnu", { timeout: 500 })).rejects.toThrow();
      expect(await select("Vainqueur").inputValue()).toBe(table1.a);
      await expect(select("Ronde").selectOption("2", { timeout: 500 })).rejects.toThrow();
      // what a stale page (or a forged request) would send: the stand-in refuses it, in the page's language
      const answer = await h.page.evaluate(
        async ({ formId, name, table }) =>
          (
            await fetch("/api/form/submit", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({
                formId,
                answers: { Ronde: "1", Table: table, "Votre nom": name, Vainqueur: "Joueur inconnu" },
              }),
            })
          ).json(),
        { formId: forms()[0]!.id, name: table1.b as string, table: choice1() },
      );
      expect(answer.ok).toBe(false);
      expect(answer.error.message).toMatch(
        /^«\u00a0Joueur inconnu\u00a0» n'est pas un des choix de la question «\u00a0Vainqueur\u00a0» \(«\u00a0.+\u00a0»\)\.$/,
      );
      expect(responseRows()).toHaveLength(2);
    });

    it("looks like a phone's form beside the grid (screenshot)", async () => {
      // the organiser playing the phone; the whole phone shows: from the form's title to the answer's receipt
      await selectSheet(h.page, TAB);
      // the form's description now says how results count and that the top cut is not reported
      // there: a taller window (a laptop's) shows the whole phone
      await h.page.setViewportSize({ width: 1400, height: 960 });
      frame = await shootFormsPanel(h, "playground-forms-panel", "#forms .gf-title", "top");
    });

    it("the organiser deletes the form, after a confirmation: the panel shows it deleted; its tab stays", async () => {
      await h.page.locator("#form-delete").click();
      const asked = await confirmation(h.page);
      expect(asked.title).toBe("Supprimer le formulaire «\u00a0Confrérie de Rodez — résultats\u00a0»\u202f?");
      expect(asked.text).toMatch(
        /^Comme l'organisateur qui le supprime dans Drive.*«\u00a0Réponses au formulaire 1\u00a0» reste/,
      );
      expect(asked.ok).toBe("Supprimer");
      await answerConfirmation(h.page, "cancel");
      expect(forms()[0]!.deleted).toBe(false);
      await h.page.locator("#form-delete").click();
      await confirmation(h.page);
      await answerConfirmation(h.page, "ok");
      await h.page.waitForSelector('#forms .chip[data-status="deleted"]');
      expect(forms()[0]!.deleted).toBe(true);
      expect(await h.page.locator("#forms .chip").textContent()).toBe("Supprimé");
      expect(await h.page.locator("#forms .gf-notice").textContent()).toMatch(
        /^Ce formulaire a été supprimé/,
      );
      // no questions, no buttons: a phone cannot send it any more
      expect(await h.page.locator("#forms select").count()).toBe(0);
      expect(await h.page.locator("#form-submit").count()).toBe(0);
      expect(await h.page.locator("#form-delete").count()).toBe(0);
      expect(await h.page.locator("#log li.form").first().textContent()).toBe(
        `Formulaire «\u00a0Confrérie de Rodez — résultats\u00a0» supprimé (comme dans Drive)\u202f; l'onglet «\u00a0${TAB}\u00a0» reste, sans lien`,
      );
      await settled(h.page);
      expect(await h.page.locator(`#tabs button[data-sheet="${TAB}"]`).count()).toBe(1);
      expect(responseRows()).toHaveLength(2);
      // the sidebar still works on the event
      await refresh(frame);
      await idle(frame);
      expect(dialogs).toEqual([]);
      expect(h.consoleMessages.filter((m) => m.startsWith("pageerror"))).toEqual([]);
    });
  },
);
