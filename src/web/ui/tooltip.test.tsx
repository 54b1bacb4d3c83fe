import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

function renderTooltip() {
  render(
    <Tooltip>
      <TooltipTrigger>Tax</TooltipTrigger>
      <TooltipContent>New York (4.00%)</TooltipContent>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Tax' });
}

/** A finger's tap as a phone reports it: press and lift, then the click the lift makes. */
function tap(target: Element, { click = true } = {}) {
  fireEvent.pointerDown(target, { pointerType: 'touch' });
  fireEvent.pointerUp(target, { pointerType: 'touch' });
  if (click) fireEvent.click(target);
}

describe('tooltip', () => {
  it('opens with a tap and closes with the next, as a phone has no hover', () => {
    const trigger = renderTooltip();
    tap(trigger);
    expect(screen.getByRole('tooltip')).toHaveTextContent('New York (4.00%)');
    tap(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on the lift of a tap whose click never comes (a disabled control inside)', () => {
    render(
      <Tooltip>
        <TooltipTrigger asChild>
          <span>
            <button type="button" disabled>
              S
            </button>
          </span>
        </TooltipTrigger>
        <TooltipContent>S (not available in Heather Grey)</TooltipContent>
      </Tooltip>,
    );
    tap(screen.getByRole('button', { name: 'S' }), { click: false });
    expect(screen.getByRole('tooltip')).toHaveTextContent('S (not available in Heather Grey)');
  });

  it('toggles with a click', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip();
    await user.click(trigger);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.click(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on keyboard focus; Enter toggles it and Escape closes it', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
