import { useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { MembershipProductJsonLd, OrganizationJsonLd } from '@/components/seo/json-ld';
import { BookingPopup } from '@/features/booking/components/booking-popup';
import { BookingSection } from '@/features/booking/components/booking-section';
import { AboutSection } from '@/features/home/components/about-section';
import { FeaturesSection } from '@/features/home/components/features-section';
import { FinalCtaSection } from '@/features/home/components/final-cta-section';
import { GuaranteeSection } from '@/features/home/components/guarantee-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { IntroVideoSection } from '@/features/home/components/intro-video-section';
import { PricingSection } from '@/features/home/components/pricing-section';
import { ProcessSection } from '@/features/home/components/process-section';
import { Reveal } from '@/features/home/components/reveal';
import { IndustriesSection } from '@/features/industries/components/industries-section';
import { RoiCalculatorSection } from '@/features/roi/components/roi-calculator-section';
import { VoiceChatLauncher } from '@/features/voice/components/voice-chat-launcher';

/**
 * The home page (spec §2), in the spec's order. Each section carries its own anchor (features, industries,
 * calculator, pricing, bookdemo and book-demo, about). Below-the-fold sections fade in on scroll.
 */
export const LandingRoute = () => {
  const [isVoiceOpen, setVoiceOpen] = useState(false);
  return (
    <PageLayout>
      <OrganizationJsonLd />
      <MembershipProductJsonLd />
      <IntroVideoSection />
      <HeroSection onTalkToAi={() => setVoiceOpen(true)} />
      <Reveal>
        <FeaturesSection />
      </Reveal>
      <Reveal>
        <IndustriesSection />
      </Reveal>
      <Reveal>
        <RoiCalculatorSection />
      </Reveal>
      <Reveal>
        <PricingSection />
      </Reveal>
      <Reveal>
        <GuaranteeSection />
      </Reveal>
      <Reveal>
        <BookingSection />
      </Reveal>
      <Reveal>
        <AboutSection />
      </Reveal>
      <Reveal>
        <ProcessSection />
      </Reveal>
      <Reveal>
        <FinalCtaSection />
      </Reveal>
      <VoiceChatLauncher open={isVoiceOpen} onOpenChange={setVoiceOpen} />
      <BookingPopup />
    </PageLayout>
  );
};
