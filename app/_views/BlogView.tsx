/** Stub until the page is built. */
export function BlogView() {
  return <h1>Blog</h1>;
}
