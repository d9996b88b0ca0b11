/** Stub until the page is built. */
export function CompanyView() {
  return <h1>Company</h1>;
}
