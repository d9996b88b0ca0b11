import { texts } from '@/lib/content/bundled';

/** SPEC 8: a sent message is confirmed with this exact alert, then the page reloads. */
export function confirmSentAndReload(): void {
  window.alert(texts.success);
  window.location.reload();
}
