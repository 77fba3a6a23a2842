export * from "./accounts";
export * from "./catalog";
export * from "./common";
export * from "./lectors";
export * from "./onboarding";
export * from "./payments";
export * from "./providers";
export * from "./reference";
