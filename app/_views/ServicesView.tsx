/** Stub until the page is built. */
export function ServicesView() {
  return <h1>Services</h1>;
}
