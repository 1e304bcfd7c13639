/** The shop's mark: a ferry on a wave. Decorative; the link around it carries the name. */
export function LogoMark() {
  return (
    <svg className="logo-mark" width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b4f8a" />
      <path d="M14 36h36l-5 9H19z" fill="#fff" />
      <path d="M22 36v-8h16l5 8zM27 24h8v4h-8z" fill="#ffd166" />
      <path d="M8 50c5 0 5-3 10-3s5 3 10 3 5-3 10-3 5 3 10 3 5-3 8-3" stroke="#7cc6fe" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
