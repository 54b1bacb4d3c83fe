/**
 * index.html draws the page's frame (the store's name where the navigation bar shows it) so a
 * slow phone has something on screen before the app's script has run. The app takes it away
 * in the same frame as it draws its own bar or its error page, so the name is never shown twice.
 */
export function removePageFrame(): void {
  document.getElementById('page-frame')?.remove();
}
