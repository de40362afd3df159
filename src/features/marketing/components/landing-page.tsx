import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PRODUCT } from '@/config/product';
import { LANDING_HERO, LANDING_META } from '../content/landing-hero';
import { contactHref } from '../lib/pricing';
import { HeroActions, StatList } from './hero-parts';
import { MarketingLayout } from './marketing-layout';
import { PageMeta } from './page-meta';

const LandingSections = lazy(() => import('./sections-below-hero').then((m) => ({ default: m.LandingSections })));

/** If the sections' chunk cannot load (a deploy replaced it, the network dropped), say so under the hero. */
class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function SectionsUnavailable() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center" role="alert">
      <p className="text-lg">No se pudo cargar el resto de la página.</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Recargar la página
      </Button>
    </div>
  );
}

/**
 * The public home (docs/product.md §2, docs/design.md §4): the tagline with the product's name and 'Coming Soon',
 * and the sections the top bar links to, leading to the ten module pages and the contact form.
 */
export function LandingPage() {
  return (
    <MarketingLayout onHome>
      <PageMeta title={LANDING_META.title} description={LANDING_META.description} />

      <section aria-labelledby="inicio-titulo" className="bg-gradient-to-br from-primary/15 via-background to-accent">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
          <Badge variant="secondary" className="px-3 py-1 text-sm">
            Coming Soon
          </Badge>
          <h1 id="inicio-titulo" className="max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            {PRODUCT.name}: {PRODUCT.tagline.charAt(0).toLowerCase() + PRODUCT.tagline.slice(1)}
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{LANDING_HERO.lead}</p>
          <HeroActions contactTo={contactHref()} className="justify-center" />
          <StatList stats={LANDING_HERO.stats} className="mt-6 w-full max-w-4xl" />
        </div>
      </section>

      <ErrorBoundary fallback={<SectionsUnavailable />}>
        {/* A screen tall while loading, so the footer never moves up and back into view. */}
        <Suspense fallback={<div className="min-h-screen" aria-hidden="true" />}>
          <LandingSections />
        </Suspense>
      </ErrorBoundary>
    </MarketingLayout>
  );
}
