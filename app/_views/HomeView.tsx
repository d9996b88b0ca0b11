/** Stub until the page is built. */
export function HomeView() {
  return <h1>Home</h1>;
}
