/** The gateway to the workbook: every module of this folder, for the code outside it. */
export * from "./dates";
export * from "./journal";
export * from "./lock";
export * from "./look";
export * from "./store";
export * from "./tab-reader";
export * from "./tab-spec";
export * from "./workbook";
