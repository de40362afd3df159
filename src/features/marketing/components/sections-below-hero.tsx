import { ArrowRight, BellRing, TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PLAN_TIER_IDS, PLAN_TIER_NAMES } from '@/config/plan-tiers';
import { MODULE_KEYS, MODULES, PRODUCT, type ModuleKey } from '@/config/product';
import { cn } from '@/lib/utils';
import {
  LANDING_INDUSTRIES,
  LANDING_ML,
  LANDING_PILLARS,
  LANDING_ROLE_BENEFITS,
  LANDING_USE_CASES,
  PLAN_TIER_SUMMARIES,
  type IconCard,
} from '../content/landing';
import { MODULE_PLANS } from '../content/plans';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { contactHref, planPriceText } from '../lib/pricing';
import { DemoVideo } from './demo-video';
import { MarketingSection } from './marketing-section';

/** The video the home page's #demo plays (videos_demo.slug, docs/design.md §4). */
export const HOME_VIDEO_SLUG = 'home';

function IconCards({ items, columns }: { items: IconCard[]; columns: string }) {
  return (
    <ul className={cn('grid gap-6', columns)}>
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <li key={item.title} className="flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="text-muted-foreground">{item.description}</p>
          </li>
        );
      })}
    </ul>
  );
}

function ModuleChips({ modules }: { modules: readonly ModuleKey[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Módulos">
      {modules.map((key) => (
        <li key={key}>
          <Link
            to={paths.moduleMarketing.getHref(key)}
            className="inline-flex items-center rounded-full border bg-background px-3 py-1 text-xs font-medium text-primary hover:bg-accent"
          >
            {MODULES[key].name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page below its hero: the sections the top bar links to (#pilares, #industrias,
 * #beneficios, #machine-learning, #demo, #casos-uso, #planes). A chunk of its own, loaded right after
 * the first paint, so the hero paints with the least JavaScript (docs/design.md §8).
 */
export function LandingSections() {
  // The sections exist only now: a link such as '/#planes' from another page scrolls here.
  useScrollToHash();
  const { sample } = LANDING_ML;
  return (
    <>
      <MarketingSection
        id="pilares"
        eyebrow="Pilares"
        title={`Cómo trabaja ${PRODUCT.name}`}
        lead="Una suite pensada para pequeñas y medianas empresas industriales y de servicios, que crece al ritmo de tu operación."
      >
        <IconCards items={LANDING_PILLARS} columns="sm:grid-cols-2 lg:grid-cols-4" />
        <h3 className="mt-14 mb-6 text-center text-2xl font-semibold">Diez módulos, una sola suite</h3>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {MODULE_KEYS.map((key) => {
            const m = MODULES[key];
            const Icon = m.icon;
            return (
              <li key={key}>
                <Link
                  to={paths.moduleMarketing.getHref(key)}
                  className="flex h-full gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary/40 hover:bg-accent/40"
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="flex flex-col gap-1">
                    <span className="font-medium">{m.name}</span>
                    <span className="text-sm text-muted-foreground">{m.area}</span>
                    <span className="text-sm">{m.description}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </MarketingSection>

      <MarketingSection
        id="industrias"
        tone="muted"
        eyebrow="Industrias"
        title="Hecho para empresas que producen, mantienen y despachan"
      >
        <IconCards items={LANDING_INDUSTRIES} columns="sm:grid-cols-2 lg:grid-cols-3" />
      </MarketingSection>

      <MarketingSection id="beneficios" eyebrow="Beneficios" title="Un beneficio concreto para cada rol">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {LANDING_ROLE_BENEFITS.map((rb) => (
            <li key={rb.role} className="flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{rb.role}</h3>
              <p className="flex-1 text-muted-foreground">{rb.description}</p>
              <ModuleChips modules={rb.modules} />
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection
        id="machine-learning"
        tone="dark"
        eyebrow="Machine Learning"
        title="Inteligencia artificial que trabaja con tus datos"
        lead={LANDING_ML.lead}
      >
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <ul className="flex flex-col gap-4">
            {LANDING_ML.capabilities.map((capability) => (
              <li
                key={capability.title}
                className="flex gap-3 rounded-xl border border-sidebar-border bg-sidebar-accent/40 p-5"
              >
                <TrendingUp className="mt-1 size-5 shrink-0 text-blue-200" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-white">{capability.title}</h3>
                  <p className="mt-1 text-sidebar-foreground/90">{capability.description}</p>
                </div>
              </li>
            ))}
            <li>
              <Button asChild size="lg" variant="secondary">
                <Link to={paths.moduleMarketing.getHref('predictive')}>
                  Conocer {MODULES.predictive.name}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </li>
          </ul>
          <figure className="rounded-2xl border border-sidebar-border bg-card p-6 text-card-foreground shadow-xl">
            <figcaption className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
              <BellRing className="size-4 text-destructive" aria-hidden="true" />
              Ejemplo de alerta predictiva
            </figcaption>
            <p className="mt-4 text-lg font-semibold">{sample.asset}</p>
            <p className="mt-1 text-muted-foreground">
              Probabilidad de falla {sample.horizon}: <strong className="text-foreground">{sample.probability}%</strong>
            </p>
            <div className="mt-4 h-3 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div className="h-full rounded-full bg-destructive" style={{ width: `${sample.probability}%` }} />
            </div>
            <p className="mt-5 text-sm font-medium">Variables que explican la alerta</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {sample.drivers.map((driver) => (
                <li key={driver}>{driver}</li>
              ))}
            </ul>
          </figure>
        </div>
      </MarketingSection>

      <MarketingSection
        id="demo"
        tone="muted"
        eyebrow="Demo"
        title={`Mira ${PRODUCT.name} en acción`}
        lead="Un recorrido breve por la suite: personas, clientes, operaciones y finanzas en un solo lugar."
      >
        <div className="mx-auto max-w-4xl">
          <DemoVideo slug={HOME_VIDEO_SLUG} contactTo={contactHref()} subject={PRODUCT.name} />
        </div>
      </MarketingSection>

      <MarketingSection id="casos-uso" eyebrow="Casos de uso" title="Cómo lo usan empresas como la tuya">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {LANDING_USE_CASES.map((useCase) => (
            <li key={useCase.title} className="flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{useCase.title}</h3>
              <p className="text-muted-foreground">{useCase.description}</p>
              <p className="flex-1 font-medium">{useCase.result}</p>
              <ModuleChips modules={useCase.modules} />
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection
        id="planes"
        tone="muted"
        eyebrow="Planes"
        title="Cuatro planes en cada módulo"
        lead="Cada módulo se contrata por separado, con precios mensuales en dólares. Empieza con uno y suma los demás cuando los necesites."
      >
        <ul className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4">
          {PLAN_TIER_IDS.map((id) => (
            <li
              key={id}
              className={cn(
                'relative rounded-2xl border bg-card p-6 shadow-sm',
                id === 'pro' && 'border-primary shadow-lg ring-2 ring-primary',
              )}
            >
              {id === 'pro' && (
                <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">Más Popular</Badge>
              )}
              <h3 className="text-xl font-semibold">{PLAN_TIER_NAMES[id]}</h3>
              <p className="mt-2 text-muted-foreground">{PLAN_TIER_SUMMARIES[id]}</p>
            </li>
          ))}
        </ul>
        <h3 className="mt-14 mb-6 text-center text-2xl font-semibold">Precios de entrada por módulo</h3>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {MODULE_KEYS.map((key) => {
            const starter = MODULE_PLANS[key][0];
            return (
              <li key={key} className="flex items-center justify-between gap-4 rounded-xl border bg-card p-4 shadow-sm">
                <span className="flex flex-col">
                  <span className="font-medium">{MODULES[key].name}</span>
                  <span className="text-sm text-muted-foreground">
                    {starter.precio === 'Gratis' ? 'Plan Starter gratis' : `Desde ${planPriceText(starter.precio)}`}
                  </span>
                </span>
                <Link
                  to={`${paths.moduleMarketing.getHref(key)}#planes`}
                  aria-label={`Ver planes de ${MODULES[key].name}`}
                  className="shrink-0 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  Ver planes
                </Link>
              </li>
            );
          })}
        </ul>
      </MarketingSection>

      <section aria-labelledby="cta-final" className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 py-14 text-center">
          <h2 id="cta-final" className="text-2xl font-bold text-balance sm:text-3xl">
            ¿Por qué módulo empezaría tu empresa?
          </h2>
          <p className="max-w-2xl text-primary-foreground/90">
            Cuéntanos cómo trabajas y te recomendamos los módulos y el plan con que conviene partir.
          </p>
          <Button asChild size="lg" variant="secondary">
            <Link to={contactHref()}>Empezar Ahora</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
