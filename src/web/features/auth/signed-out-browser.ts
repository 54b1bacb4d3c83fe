/**
 * After sign-out the next person at this browser finds an empty cart and no photo or art: the
 * cart's lines show the account's art, and the generation store keeps its photo and job. They
 * are not kept for the account's return (the cart lives in this browser only); a shared
 * computer must show none of it. The modules come with the sign-out, not the first page.
 */
export async function clearAccountWork(): Promise<void> {
  const [{ useCartStore }, { useGenerationStore }] = await Promise.all([
    import('../cart/cart-store'),
    import('../generation/generation-store'),
  ]);
  useCartStore.getState().clearCart();
  useGenerationStore.getState().reset();
}
