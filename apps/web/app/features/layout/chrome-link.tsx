import type { ReactNode } from "react";
import { Link } from "react-router";

interface ChromeAnchorProps {
  href: string;
  newTab: boolean;
  className?: string;
  children: ReactNode;
}

/** Links configured in the admin (banners, keywords): in-site paths route, others load. */
export function ConfiguredLink({ href, newTab, className, children }: ChromeAnchorProps) {
  const target = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  if (href.startsWith("/") && !href.startsWith("//") && !newTab) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} {...target}>
      {children}
    </a>
  );
}
