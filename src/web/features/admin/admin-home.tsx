import { Palette } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../paths';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';

/** /admin's body until the orders screen takes its place. */
export function AdminHome() {
  return (
    <EmptyState
      icon={Palette}
      title="The back office"
      action={
        <Button asChild size="lg">
          <Link to={PATHS.adminStyles}>Manage styles</Link>
        </Button>
      }
    >
      Switch styles on and off and see how each did this week.
    </EmptyState>
  );
}
