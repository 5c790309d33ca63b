import { useEffect, useRef, useState } from "react";
import { useNavigation, useRevalidator } from "react-router";

/**
 * Re-runs the page's loaders every `intervalMs` while the tab is visible and nothing else is loading. Answers whether
 * it runs: false on the server and before hydration, so a page without JavaScript never claims to refresh itself.
 */
export function useAutoRevalidate(intervalMs: number): boolean {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = revalidator.state !== "idle" || navigation.state !== "idle";
  const latest = useRef({ busy, revalidate: revalidator.revalidate });
  latest.current = { busy, revalidate: revalidator.revalidate };
  const [running, setRunning] = useState(false);

  useEffect(() => {
    setRunning(true);
    const timer = window.setInterval(() => {
      if (document.visibilityState === "hidden" || latest.current.busy) return;
      void latest.current.revalidate();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return running;
}
