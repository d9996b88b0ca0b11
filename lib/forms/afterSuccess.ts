/** docs/product-rules.md#forms: a sent message is confirmed with the success alert, then the page reloads. */
export function confirmSentAndReload(successAlert: string): void {
  window.alert(successAlert);
  window.location.reload();
}
