import { HomeJourney } from '../features/home/home-journey';
import { HomeMotion } from '../features/home/home-motion';

export function HomePage() {
  return (
    <HomeMotion>
      <HomeJourney />
    </HomeMotion>
  );
}
