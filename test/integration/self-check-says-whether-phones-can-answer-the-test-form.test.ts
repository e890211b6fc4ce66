/**
 * Phones may be refused by a form: in a Google Workspace domain a published form can require its
 * respondents to sign in to an account of the domain. The self-check's form step says the test form's
 * state as Forms gives it: published, accepting responses, sign-in required (and, when it is, what to
 * change so that anyone with the link can answer). A phone without such an account is refused.
 */
import { describe, expect, it } from "vitest";
import type { SelfCheckReport } from "../../src/contract/index";
import { createStandin, type LoadedBundle, loadBundle } from "../../tools/standin/index";

function load(locale: string, formsRequireSignIn = false): LoadedBundle {
  return loadBundle("build/Code.js", { locale, formsRequireSignIn });
}

const formStep = (b: LoadedBundle) =>
  (b.call("arbitreSelfCheck", { form: true }) as SelfCheckReport).steps.find((s) => s.id === "form")!;

describe("the self-check's test form", () => {
  it("says it is published, accepting responses, and open to anyone with the link", () => {
    const step = formStep(load("en_US"));
    expect(step.ok).toBe(true);
    expect(step.detail).toMatch(/published: yes, accepting responses: yes, sign-in required: no$/);
  });

  it("in a domain whose forms require sign-in: says so, and how to let anyone with the link answer", () => {
    const fr = formStep(load("fr_FR", true));
    expect(fr.detail).toContain(
      "publié\u00a0: oui, accepte les réponses\u00a0: oui, connexion exigée\u00a0: oui",
    );
    expect(fr.detail).toContain("«\u00a0Limiter aux utilisateurs de");
    const en = formStep(load("en_US", true));
    expect(en.detail).toContain("published: yes, accepting responses: yes, sign-in required: yes");
    expect(en.detail).toContain("'Restrict to users in");
  });

  it("a phone not signed in to an account of the domain is refused by such a form", () => {
    const s = createStandin({ formsRequireSignIn: true });
    const { FormApp } = s.globals as {
      FormApp: { create(t: string, p: boolean): GoogleAppsScript.Forms.Form };
    };
    const form = FormApp.create("Open — results", true);
    form.addTextItem().setTitle("Table");
    expect(form.requiresLogin()).toBe(true);
    expect(() => s.submitForm(form.getId(), { Table: "1" })).toThrow(/sign in/);
    expect(s.submitForm(form.getId(), { Table: "1" }, { email: "anne@club.example" })).toBeTruthy();
  });
});
