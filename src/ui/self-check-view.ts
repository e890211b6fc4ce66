/**
 * The Check-the-installation dialog (Arbitre ▸ Vérifier l'installation / Check the installation:
 * the same page shown as a modal dialog with window.ARBITRE_VIEW = "self-check").
 *
 * arbitrePing() gives the spreadsheet's language; "Run the check" calls arbitreSelfCheck({ form })
 * (the box: also test a Google Form, which stays in the user's Drive) and shows its table (step,
 * ✓/✗, time, detail), the notes (where the form is) and the results as text to copy into a report.
 */
import type { Lang, SelfCheckReport } from "../contract/index";
import { byId, fill, h, showText } from "./dom";
import { tr, trPage } from "./i18n";
import { call, closeHost, errorText } from "./rpc";

/** The summary line over the table: everything passed, or how many steps failed. */
export function selfCheckSummary(lang: Lang, report: SelfCheckReport): string {
  const count = report.steps.length;
  const failed = report.steps.filter((s) => !s.ok).length;
  const ms = report.steps.reduce((sum, s) => sum + s.ms, 0);
  return failed === 0
    ? tr(lang, "ui.selfCheck.allOk", { count, ms })
    : tr(lang, "ui.selfCheck.someFailed", { failed, count });
}

export class SelfCheckView {
  private lang: Lang = "fr";
  private busy = false;

  start(): void {
    byId("self-check").hidden = false;
    document.body.classList.add("in-dialog");
    byId("sc-close").addEventListener("click", () => closeHost());
    byId("sc-run").addEventListener("click", () => this.run());
    byId("sc-copy").addEventListener("click", () => this.copy());
    document.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape" && !this.busy) closeHost();
    });
    this.translate();
    call("arbitrePing")
      .then((ping) => {
        this.lang = ping.lang === "en" ? "en" : "fr";
        this.translate();
        byId("loading").hidden = true;
      })
      .catch((err: unknown) => {
        byId("loading").hidden = true;
        showText(byId("sc-alert"), tr(this.lang, "ui.error.server", { message: errorText(err) }));
      });
  }

  private translate(): void {
    document.documentElement.lang = this.lang;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("#self-check [data-i18n]")))
      el.textContent = trPage(this.lang, el.dataset.i18n ?? "");
    document.title = tr(this.lang, "ui.selfCheck.title");
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
    byId<HTMLButtonElement>("sc-run").disabled = busy;
    byId<HTMLInputElement>("sc-form").disabled = busy;
    const busyEl = byId("busy");
    busyEl.hidden = !busy;
    byId("busy-text").textContent = busy ? tr(this.lang, "ui.selfCheck.running") : "";
  }

  private run(): void {
    if (this.busy) return;
    const form = byId<HTMLInputElement>("sc-form").checked;
    showText(byId("sc-alert"), "");
    this.setBusy(true);
    call("arbitreSelfCheck", { form })
      .then((report) => {
        this.setBusy(false);
        this.show(report);
      })
      .catch((err: unknown) => {
        this.setBusy(false);
        showText(byId("sc-alert"), tr(this.lang, "ui.error.server", { message: errorText(err) }));
      });
  }

  private show(report: SelfCheckReport): void {
    this.lang = report.lang === "en" ? "en" : "fr";
    this.translate();
    const summary = byId("sc-summary");
    showText(summary, selfCheckSummary(this.lang, report));
    summary.classList.toggle("failed", !report.ok);
    fill(
      byId("sc-rows"),
      ...report.steps.map((s) =>
        h(
          "tr",
          { class: s.ok ? "pass" : "fail", "data-step": s.id },
          h("td", { text: s.label }),
          h("td", { class: "result", text: tr(this.lang, s.ok ? "ui.selfCheck.pass" : "ui.selfCheck.fail") }),
          h("td", { class: "num", text: tr(this.lang, "ui.selfCheck.ms", { ms: s.ms }) }),
          h("td", { class: "detail", text: s.detail }),
        ),
      ),
    );
    byId("sc-table").hidden = false;
    const notes = byId("sc-notes");
    fill(notes, ...report.notes.map((n) => h("li", { text: n })));
    notes.hidden = report.notes.length === 0;
    byId<HTMLTextAreaElement>("sc-text").value = report.text;
    byId("sc-copy-block").hidden = false;
    byId("sc-copied").hidden = true;
    byId("sc-run").textContent = tr(this.lang, "ui.selfCheck.again");
  }

  /** Copies the text block (the clipboard API, else the selection and execCommand). */
  private copy(): void {
    const area = byId<HTMLTextAreaElement>("sc-text");
    const done = () => showText(byId("sc-copied"), tr(this.lang, "ui.selfCheck.copied"));
    const fallback = () => {
      area.select();
      if (document.execCommand("copy")) done();
    };
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(area.value).then(done, fallback);
    else fallback();
  }
}
