import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // WEB_BUILD_DIR lets parallel work build into its own directory (the server reads the same variable).
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
} satisfies Config;
