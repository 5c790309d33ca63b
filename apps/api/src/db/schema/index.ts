export * from "./account.js";
export * from "./catalog.js";
export * from "./content.js";
