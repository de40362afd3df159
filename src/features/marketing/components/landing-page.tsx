import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MODULE_KEYS, MODULES, PRODUCT } from '@/config/product';
import { MarketingFooter, MarketingHeader } from './marketing-header';

/**
 * The public home. The full marketing site (sections #pilares ... #planes, demo video) is a separate
 * issue; this keeps SPEC's tagline and 'Coming Soon' and links to the module pages and the contact form.
 */
export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <MarketingHeader />
      <main className="flex-1">
        <section className="bg-gradient-to-br from-primary/15 via-background to-accent">
          <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-20 text-center">
            <Badge variant="secondary" className="text-sm">
              Coming Soon
            </Badge>
            <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
              {PRODUCT.name}: {PRODUCT.tagline.charAt(0).toLowerCase() + PRODUCT.tagline.slice(1)}
            </h1>
            <p className="max-w-2xl text-lg text-muted-foreground">
              Personal, estrategia, clientes, servicio técnico, activos, finanzas, IA predictiva, proyectos y
              aprendizaje: contrata solo los módulos que tu empresa necesita.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild size="lg">
                <Link to={paths.login.getHref()}>
                  Acceder al sistema
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={paths.contact.getHref()}>Empezar Ahora</Link>
              </Button>
            </div>
          </div>
        </section>
        <section aria-labelledby="landing-modules" className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="landing-modules" className="mb-8 text-center text-2xl font-semibold">
            Módulos de {PRODUCT.name}
          </h2>
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
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      </main>
      <MarketingFooter />
    </div>
  );
}
