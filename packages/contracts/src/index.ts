export * from "./accounts";
export * from "./catalog";
export * from "./common";
export * from "./providers";
export * from "./reference";
