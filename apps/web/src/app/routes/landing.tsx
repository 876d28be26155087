import { useState } from 'react';
import { DeferredSection } from '@/components/layouts/deferred-section';
import { PageLayout } from '@/components/layouts/page-layout';
import { MembershipProductJsonLd, OrganizationJsonLd } from '@/components/seo/json-ld';
import { BookingPopup } from '@/features/booking/components/booking-popup';
import { HeroSection } from '@/features/home/components/hero-section';
import { IntroVideoSection } from '@/features/home/components/intro-video-section';
import { Reveal } from '@/features/home/components/reveal';
import { VoiceChatLauncher } from '@/features/voice/components/voice-chat-launcher';
import { loadVoiceClientTools } from '../load-voice-client-tools';

/** The sections below the hero, in the spec's order; each loads and hydrates as the visitor nears it. */
const BELOW_THE_FOLD = [
  { key: 'features', load: () => import('@/features/home/components/features-section').then((m) => m.FeaturesSection) },
  {
    key: 'industries',
    load: () => import('@/features/industries/components/industries-section').then((m) => m.IndustriesSection),
  },
  {
    key: 'calculator',
    load: () => import('@/features/roi/components/roi-calculator-section').then((m) => m.RoiCalculatorSection),
  },
  { key: 'pricing', load: () => import('@/features/home/components/pricing-section').then((m) => m.PricingSection) },
  {
    key: 'guarantee',
    load: () => import('@/features/home/components/guarantee-section').then((m) => m.GuaranteeSection),
  },
  {
    key: 'booking',
    load: () => import('@/features/booking/components/booking-section').then((m) => m.BookingSection),
  },
  { key: 'about', load: () => import('@/features/home/components/about-section').then((m) => m.AboutSection) },
  { key: 'process', load: () => import('@/features/home/components/process-section').then((m) => m.ProcessSection) },
  {
    key: 'finalCta',
    load: () => import('@/features/home/components/final-cta-section').then((m) => m.FinalCtaSection),
  },
];

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
      {BELOW_THE_FOLD.map(({ key, load }) => (
        <Reveal key={key}>
          <DeferredSection load={load} />
        </Reveal>
      ))}
      <VoiceChatLauncher open={isVoiceOpen} onOpenChange={setVoiceOpen} loadClientTools={loadVoiceClientTools} />
      <BookingPopup />
    </PageLayout>
  );
};
