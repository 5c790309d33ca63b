/** Line pictograms for the home page's category row, chosen by the group's livestock code. */
export function CategoryIcon({ livestock }: { livestock: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="40"
      height="40"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {shapes(livestock)}
    </svg>
  );
}

function shapes(livestock: string) {
  switch (livestock) {
    case "hanwoo":
      return (
        <>
          <path d="M12 14c-4 0-6-3-6-6 3 2 6 2 9 2M36 14c4 0 6-3 6-6-3 2-6 2-9 2" />
          <path d="M15 12h18c2 0 3 2 3 4v8c0 7-5 14-12 14s-12-7-12-14v-8c0-2 1-4 3-4z" />
          <ellipse cx="24" cy="31" rx="7" ry="5" />
          <path d="M21 31h.01M27 31h.01M19 20h.01M29 20h.01" strokeWidth="3" />
        </>
      );
    case "imported":
      return (
        <>
          <circle cx="24" cy="24" r="16" />
          <path d="M8 24h32M24 8c5 5 7 11 7 16s-2 11-7 16c-5-5-7-11-7-16s2-11 7-16z" />
        </>
      );
    case "handon":
      return (
        <>
          <path d="M13 15 9 7l9 4M35 15l4-8-9 4" />
          <circle cx="24" cy="26" r="15" />
          <ellipse cx="24" cy="30" rx="7" ry="5" />
          <path d="M21.5 30h.01M26.5 30h.01M18 21h.01M30 21h.01" strokeWidth="3" />
        </>
      );
    case "poultry":
      return (
        <>
          <path d="M30 8c6 0 10 5 10 11 0 9-9 14-17 14l-5 5" />
          <path d="M30 8c-6 0-11 5-11 11 0 3 1 5 3 7" />
          <path d="M18 38a3 3 0 1 1-4-4 3 3 0 1 1-4-4 3 3 0 0 1 4 0l4 4a3 3 0 0 1 0 4z" />
        </>
      );
    case "meat-processing":
    case "meat-processing-private":
      return (
        <>
          <rect x="8" y="16" width="32" height="16" rx="8" transform="rotate(-30 24 24)" />
          <path d="M9 38l-3 3M39 10l3-3M20 22l3 6M27 18l3 6" />
        </>
      );
    case "pb":
      return (
        <>
          <path d="M8 10h16l16 16-14 14L10 24V10z" />
          <circle cx="16" cy="17" r="2.5" />
          <path d="M22 27l6-6M25 30l6-6" />
        </>
      );
    case "fresh":
      return (
        <>
          <path d="M10 38c0-16 10-28 28-28 0 18-12 28-28 28z" />
          <path d="M10 38 28 20" />
        </>
      );
    default:
      return (
        <>
          <rect x="8" y="8" width="13" height="13" rx="3" />
          <rect x="27" y="8" width="13" height="13" rx="3" />
          <rect x="8" y="27" width="13" height="13" rx="3" />
          <rect x="27" y="27" width="13" height="13" rx="3" />
        </>
      );
  }
}
