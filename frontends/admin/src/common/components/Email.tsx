/**
 * An email address in a narrow column: where it must wrap, it wraps before its @, not inside a
 * name ("mikael.holm@example.c" / "om" read as two broken words).
 */
export function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
