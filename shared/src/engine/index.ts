export * from "./game";
export * from "./random";
export * from "./play";
export * from "./timeout";
export * from "./fairness";
export * from "./story";
export * from "./merge";
export * from "./bots";
