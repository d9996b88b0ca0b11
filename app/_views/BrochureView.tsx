/** Stub until the page is built. */
export function BrochureView() {
  return <h1>Brochure</h1>;
}
