/** The site's arrows, drawn in currentColor on a 24 × 24 grid: on, back, and down into a tray (a download). */
const paths = {
  forward: 'M5 12h14M13 6l6 6-6 6',
  back: 'M19 12H5M11 6l-6 6 6 6',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
} as const;

interface Props {
  kind?: keyof typeof paths;
  /** Width and height in pixels. */
  size?: number;
  className?: string;
}

/** An arrow beside a link's words; decorative, because the words say where it goes. */
export function ArrowIcon({ kind = 'forward', size = 18, className }: Props) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
