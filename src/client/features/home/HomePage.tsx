import { Hero } from './Hero.tsx';
import { JourneySection } from './JourneySection.tsx';
import { MarketResearch } from './MarketResearch.tsx';
import { PricingSummary } from './PricingSummary.tsx';
import { WelcomeSection } from './WelcomeSection.tsx';

export default function HomePage() {
  return (
    <>
      <Hero />
      <WelcomeSection />
      <MarketResearch />
      <JourneySection />
      <PricingSummary />
    </>
  );
}
