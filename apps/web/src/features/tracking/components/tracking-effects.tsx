import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { loadAffiliateScript, validateAffiliateTracking } from '@/lib/affiliate';
import { configureAnalytics, track } from '@/lib/analytics';
import { useConsent } from '@/lib/consent';
import { afterInteractive } from '@/lib/load-script';
import { usePublicSettings } from '@/lib/public-settings';
import { isAdminPath, loadChatWidget, removeChatWidget } from '../utils/chat-widget';

/**
 * Mounted once beside the pages (TrackingEffectsHost). On every route change: a PageView and the affiliate check
 * (spec §5). After marketing consent, and only once the page is idle: the pixel, the affiliate script and (outside
 * /admin, spec §2) the chat widget. Renders nothing.
 */
export const TrackingEffects = () => {
  const { pathname, search, key } = useLocation();
  const { data: settings } = usePublicSettings();
  const { choice } = useConsent();
  const hasMarketingConsent = choice?.marketing === true;

  const trackedKey = useRef<string | null>(null);
  useEffect(() => {
    if (trackedKey.current === key) return; // StrictMode runs effects twice: one navigation, one PageView
    trackedKey.current = key;
    validateAffiliateTracking(search);
    track('PageView', undefined, { path: pathname });
  }, [key, pathname, search]);

  const pixelId = settings ? settings.pixelId : undefined;
  useEffect(() => configureAnalytics({ pixelId }), [pixelId]);

  const affiliateScriptUrl = hasMarketingConsent ? settings?.affiliateScriptUrl : null;
  useEffect(() => {
    if (!affiliateScriptUrl) return;
    return afterInteractive(() => loadAffiliateScript(affiliateScriptUrl));
  }, [affiliateScriptUrl]);

  const chatWidgetUrl = hasMarketingConsent && !isAdminPath(pathname) ? settings?.chatWidgetScriptUrl : null;
  useEffect(() => {
    if (!chatWidgetUrl) {
      removeChatWidget();
      return;
    }
    return afterInteractive(() => loadChatWidget(chatWidgetUrl));
  }, [chatWidgetUrl]);

  return null;
};
