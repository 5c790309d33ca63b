export * from "./catalog.js";
export * from "./content.js";
