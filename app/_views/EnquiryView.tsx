/** Stub until the page is built. */
export function EnquiryView() {
  return <h1>Enquiry</h1>;
}
