/**
 * What a phone picks in the result form's table list: the choice of table `n`, « T3 · Anne
 * Roux / Bea Carter » (the pairing in the choice itself), found among the form's current choices.
 */
import type { Standin } from "../../../tools/standin/index";

export function tableChoice(standin: Standin, n: number | string, formId?: string): string {
  const form = formId === undefined ? standin.forms().at(-1)! : standin.forms().find((f) => f.id === formId)!;
  const choices = form.items.find((i) => i.title === "Table")?.choices ?? [];
  const choice = choices.find((c) => c.startsWith(`T${n} · `));
  if (choice === undefined) throw new Error(`no table ${n} among the choices ${JSON.stringify(choices)}`);
  return choice;
}
