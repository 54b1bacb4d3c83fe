import { Hero } from '../features/home/hero';
import { HowItWorksSection } from '../features/home/how-it-works-section';

export function HomePage() {
  return (
    <>
      <Hero />
      <HowItWorksSection />
    </>
  );
}
