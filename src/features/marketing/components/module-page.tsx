import { Check, Quote } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MODULES } from '@/config/product';
import { isPrerenderedRender } from '@/lib/prerender-state';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { contactHref } from '../lib/pricing';
import type { ModuleContent } from '../types';
import { DemoVideo } from './demo-video';
import { FeatureMatrix } from './feature-matrix';
import { HeroActions, StatList } from './hero-parts';
import { MarketingSection } from './marketing-section';
import { PlanCards } from './plan-cards';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('')
    .toUpperCase();
}

/**
 * The one template of the ten module pages (docs/product.md §1, §3), generic over a ModuleContent. Used at
 * /modulos/<key> inside the marketing frame and at /axel-<key> inside the workspace (docs/design.md §4).
 */
export function ModulePage({ content }: { content: ModuleContent }) {
  // The hero paints first; the sections below it render right after, in a background render
  // (useDeferredValue's initial value), so the first paint does not wait for the whole page. A
  // prerendered page has everything in its HTML already, and hydrates it all at once.
  const sectionsShown = useDeferredValue(true, isPrerenderedRender());
  const module = MODULES[content.key];
  const Icon = module.icon;
  const contactTo = contactHref(content.key);
  const titleId = `modulo-${content.key}-titulo`;

  return (
    <article aria-labelledby={titleId} className="flex flex-col">
      {/* Hero */}
      <section className="bg-gradient-to-br from-primary/15 via-background to-accent">
        <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-14 sm:py-20">
          <div className="flex max-w-3xl flex-col gap-5">
            <div className="flex items-center gap-3">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h1 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
                  {content.name}
                </h1>
                <p className="text-muted-foreground">{module.area}</p>
              </div>
            </div>
            <p className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{content.title}</p>
            <p className="text-lg text-pretty text-muted-foreground">{content.description}</p>
            <HeroActions contactTo={contactTo} />
          </div>
          <StatList stats={content.heroStats} />
        </div>
      </section>

      {!sectionsShown && <div className="min-h-screen" aria-hidden="true" />}
      {sectionsShown && <Sections content={content} contactTo={contactTo} titleId={titleId} />}
    </article>
  );
}

function Sections({ content, contactTo, titleId }: { content: ModuleContent; contactTo: string; titleId: string }) {
  // The sections exist only now: a link such as '/modulos/crm#planes' scrolls here.
  useScrollToHash();
  return (
    <>
      <MarketingSection id="caracteristicas" eyebrow="Pilares" title={`Lo que hace ${content.name}`}>
        <ul className="grid gap-6 md:grid-cols-2">
          {content.features.map((pillar) => {
            const PillarIcon = pillar.icon;
            return (
              <li key={pillar.title} className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <PillarIcon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="text-lg font-semibold">{pillar.title}</h3>
                </div>
                <p className="text-muted-foreground">{pillar.description}</p>
                <ul className="flex flex-col gap-2 text-sm" aria-label={`Beneficios: ${pillar.title}`}>
                  {pillar.benefits.map((benefit) => (
                    <li key={benefit} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      <span>{benefit}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </MarketingSection>

      <MarketingSection id="funciones" tone="muted" eyebrow="Funciones" title="Funciones de negocio que cubre">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.functions.map((fn) => (
            <li key={fn.title} className="rounded-xl border bg-card p-5 shadow-sm">
              <h3 className="font-semibold">{fn.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{fn.description}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection id="beneficios-por-rol" eyebrow="Beneficios" title="Beneficios para cada rol">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.roleBenefits.map((rb) => (
            <li key={rb.role} className="rounded-2xl border bg-card p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{rb.role}</h3>
              <ul className="mt-4 flex flex-col gap-2 text-sm">
                {rb.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection id="demo" tone="muted" eyebrow="Demo" title={`Mira ${content.name} en acción`}>
        <div className="mx-auto max-w-4xl">
          <DemoVideo slug={content.videoSlug} contactTo={contactTo} subject={content.name} />
        </div>
      </MarketingSection>

      <MarketingSection id="testimonios" eyebrow="Testimonios" title="Lo que dicen quienes ya lo usan">
        <ul className="grid gap-6 lg:grid-cols-3">
          {content.testimonials.map((t) => (
            <li key={t.author} className="flex">
              <figure className="flex w-full flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm">
                <Quote className="size-7 text-primary/60" aria-hidden="true" />
                <blockquote className="flex-1 text-pretty">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary"
                  >
                    {initials(t.author)}
                  </span>
                  <span className="flex min-w-0 flex-col text-sm">
                    <span className="font-semibold">{t.author}</span>
                    <span className="text-muted-foreground">
                      {t.position}, {t.company}
                    </span>
                    <Badge variant="secondary" className="mt-1">
                      {t.industry}
                    </Badge>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection id="impacto" tone="muted" eyebrow="Impacto" title="Resultados que miden nuestros clientes">
        <StatList stats={content.impactStats} />
      </MarketingSection>

      <MarketingSection
        id="planes"
        eyebrow="Planes"
        title={`Planes de ${content.name}`}
        lead="Precios mensuales en dólares por empresa. Cambia de plan cuando lo necesites."
      >
        <PlanCards moduleKey={content.key} plans={content.plans} matrix={content.featureMatrix} />
      </MarketingSection>

      <MarketingSection id="comparativa" tone="muted" eyebrow="Comparativa" title="Compara los planes">
        <FeatureMatrix name={content.name} plans={content.plans} rows={content.featureMatrix} />
      </MarketingSection>

      <section aria-labelledby={`${titleId}-cta`} className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 py-14 text-center">
          <h2 id={`${titleId}-cta`} className="text-2xl font-bold text-balance sm:text-3xl">
            ¿Quieres ver {content.name} con los datos de tu empresa?
          </h2>
          <p className="max-w-2xl text-primary-foreground/90">
            Te mostramos el módulo en una sesión de 30 minutos y te ayudamos a elegir el plan adecuado.
          </p>
          <Button asChild size="lg" variant="secondary">
            <Link to={contactTo}>Agendar Demo</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
