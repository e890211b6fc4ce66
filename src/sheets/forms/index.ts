/** Google Forms for the kinds: the result form and its responses. */

export * from "./form-claim";
export * from "./reporter-email";
export * from "./results-form";
