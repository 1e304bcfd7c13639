/**
 * The installed app's bottom-bar glyphs, drawn (a character such as ⛴ shows as an empty box where the phone's font
 * lacks it). Decorative: the link around each carries its name.
 */
const ICON = {
  width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false,
  fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round',
} as const;

export function PhoneIcon() {
  return (
    <svg {...ICON}>
      <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
    </svg>
  );
}

/** A ferry on the water: hull, cabin with a funnel, a wave. */
export function FerryIcon() {
  return (
    <svg {...ICON}>
      <path d="M3 14h18l-2.5 4.5h-13z" />
      <path d="M6 14v-4h11v4M9 10V7h4v3" />
      <path d="M2 21.5c1.7 0 1.7-1 3.3-1s1.7 1 3.4 1 1.6-1 3.3-1 1.7 1 3.3 1 1.7-1 3.4-1 1.6 1 3.3 1" />
    </svg>
  );
}

export function MenuIcon() {
  return <svg {...ICON}><path d="M4 6h16M4 12h16M4 18h16" /></svg>;
}
