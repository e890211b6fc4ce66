/** The typed contract between the sidebar (src/ui) and the server (src/addon, src/sheets). */
export * from "./api";
export * from "./live";
export * from "./views";
