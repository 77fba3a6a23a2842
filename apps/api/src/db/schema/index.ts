export * from "./catalog";
export * from "./courses";
export * from "./files";
export * from "./providers";
export * from "./reference";
export * from "./reviews";
export * from "./users";
