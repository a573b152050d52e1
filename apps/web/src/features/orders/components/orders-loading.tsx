// The placeholder while orders load: said to screen readers, shaped like the cards to come.
export function OrdersLoading({ label = 'Loading your orders...' }: { label?: string }) {
  return (
    <div role="status" className="mt-6 space-y-4">
      <span className="sr-only">{label}</span>
      {[0, 1].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          className="border-ink/10 h-48 animate-pulse rounded-2xl border bg-white"
        />
      ))}
    </div>
  );
}
