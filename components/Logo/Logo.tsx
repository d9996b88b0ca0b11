import { site } from '@/content/site';

/** The Ekchhat Studio mark: a saffron roof over the ink square ("ek chhat", one roof). */
export function Logo({ tone = 'ink', className }: { tone?: 'ink' | 'light'; className?: string }) {
  const word = tone === 'ink' ? '#0e1a3a' : '#fbf6ee';
  return (
    <svg className={className} width="172" height="40" viewBox="0 0 172 40" role="img" aria-label={site.name}>
      <path d="M4 19 20 6l16 13" fill="none" stroke="#f7b32b" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="11" y="20" width="18" height="15" rx="3" fill={tone === 'ink' ? '#0e1a3a' : '#f7b32b'} />
      <text x="44" y="27" fill={word} style={{ fontFamily: "var(--font-sans), system-ui, sans-serif" }} fontSize="20" fontWeight="800" letterSpacing="-0.5">
        Ekchhat
        <tspan fontWeight="500" dx="5">
          Studio
        </tspan>
      </text>
    </svg>
  );
}
