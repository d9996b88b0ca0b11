import { texts } from '@/lib/content/bundled';

/** docs/product-rules.md#failure-wording: a sent message is confirmed with this exact alert, then the page reloads. */
export function confirmSentAndReload(): void {
  window.alert(texts.success);
  window.location.reload();
}
