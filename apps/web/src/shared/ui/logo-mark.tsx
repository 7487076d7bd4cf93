export function LogoMark({ className, size = 32 }: { className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0f5257" />
      <path d="M16 46V18h7v11h18V18h7v28h-7V35H23v11z" fill="#fff" />
      <circle cx="48" cy="14" r="5" fill="#e4572e" />
    </svg>
  );
}
