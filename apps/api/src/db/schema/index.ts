export * from "./account.js";
export * from "./catalog.js";
export * from "./content.js";
export * from "./display.js";
export * from "./order.js";
export * from "./review.js";
