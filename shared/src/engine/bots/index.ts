export * from "./levels";
export * from "./search";
