/** Stub until the page is built. */
export function AboutView() {
  return <h1>About</h1>;
}
