import { type ReactNode } from 'react';

/** Card-scheme and payment-processor marks, drawn simply; each is an image with its brand as its name. */
const BOX = { width: 52, height: 34, viewBox: '0 0 52 34' } as const;

function Frame({ label, children, fill = '#fff' }: { label: string; children: ReactNode; fill?: string }) {
  return (
    <svg {...BOX} role="img" aria-label={label} className="card-logo">
      <title>{label}</title>
      <rect x="0.5" y="0.5" width="51" height="33" rx="4" fill={fill} stroke="#c5ccd6" />
      {children}
    </svg>
  );
}

export function VisaLogo() {
  return (
    <Frame label="Visa">
      <text x="26" y="22" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontStyle="italic" fontSize="14" fill="#1a1f71">VISA</text>
    </Frame>
  );
}

export function MastercardLogo() {
  return (
    <Frame label="Mastercard">
      <circle cx="21" cy="17" r="9" fill="#eb001b" />
      <circle cx="31" cy="17" r="9" fill="#f79e1b" fillOpacity="0.9" />
    </Frame>
  );
}

export function MaestroLogo() {
  return (
    <Frame label="Maestro">
      <circle cx="21" cy="17" r="9" fill="#0099df" />
      <circle cx="31" cy="17" r="9" fill="#ed0006" fillOpacity="0.85" />
    </Frame>
  );
}

export function DinersLogo() {
  return (
    <Frame label="Diners Club">
      <circle cx="26" cy="17" r="11" fill="#0079be" />
      <circle cx="26" cy="17" r="7" fill="#fff" />
      <path d="M26 10v14" stroke="#0079be" strokeWidth="2" />
    </Frame>
  );
}

export function AmexLogo() {
  return (
    <Frame label="American Express" fill="#1f72cd">
      <text x="26" y="21" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="11" fill="#fff">AMEX</text>
    </Frame>
  );
}

export function CardlinkLogo() {
  return (
    <Frame label="Cardlink">
      <path d="M5 13h7v8H5z" fill="#e4002b" />
      <text x="30" y="20.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="8" fill="#222">cardlink</text>
    </Frame>
  );
}

export const CARD_LOGOS = [VisaLogo, MastercardLogo, MaestroLogo, DinersLogo, AmexLogo, CardlinkLogo];
