// `npm run dev`: one process on PORT with the API and the storefront through Vite (HMR);
// the API restarts on change.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "./load-env.mjs";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
loadEnv(root);
const child = spawn("npm", ["run", "dev", "-w", "@shop/api"], { cwd: root, stdio: "inherit", env: process.env });
child.on("exit", (code) => process.exit(code ?? 0));
