import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('toaster', () => {
  it('drops toasts in under the navigation bar, on a phone too', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Item added to cart');
    });
    const toaster = await vi.waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-sonner-toaster]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(toaster.dataset.yPosition).toBe('top');
    expect(toaster.style.getPropertyValue('--offset-top')).toBe('calc(4rem + 0.5rem)');
    expect(toaster.style.getPropertyValue('--mobile-offset-top')).toBe('calc(4rem + 0.5rem)');
  });
});
