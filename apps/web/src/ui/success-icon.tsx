import './screen.css';

/**
 * The tick in a green circle of a success screen (a loan paid off, an extension applied). Kept out
 * of icons.tsx, which ships with the first screen.
 */
export function SuccessIcon() {
  return (
    <span className="ui-success-icon">
      <svg
        width="40"
        height="40"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.2}
        aria-hidden="true"
        focusable="false"
      >
        <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
