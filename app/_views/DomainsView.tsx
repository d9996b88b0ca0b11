/** Stub until the page is built. */
export function DomainsView() {
  return <h1>Domains</h1>;
}
