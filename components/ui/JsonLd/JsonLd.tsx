/** Structured data for search engines, in the server-rendered HTML (no JavaScript needed to read it). */
export function JsonLd({ data }: { data: object }) {
  // `<` as \u003c: no string in the data can close the script element or open a comment early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
