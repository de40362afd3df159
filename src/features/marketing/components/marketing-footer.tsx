import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MODULE_KEYS, MODULES, PRODUCT } from '@/config/product';
import { HOME_SECTIONS } from '../lib/anchors';
import { BrandLink, HomeSectionLink } from './marketing-header';

const linkClass = 'rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

/** Footer of the public pages. Every link leads somewhere real on the site (no '#' placeholders). */
export function MarketingFooter({ onHome = false }: { onHome?: boolean }) {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <BrandLink />
          <p className="text-sm text-muted-foreground">{PRODUCT.tagline}.</p>
        </div>
        <nav aria-label="Módulos" className="lg:col-span-2">
          <h2 className="mb-3 text-sm font-semibold">Módulos</h2>
          <ul className="grid grid-cols-1 gap-2 text-sm min-[420px]:grid-cols-2">
            {MODULE_KEYS.map((key) => (
              <li key={key}>
                <Link to={paths.moduleMarketing.getHref(key)} className={linkClass}>
                  {MODULES[key].name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={PRODUCT.name}>
          <h2 className="mb-3 text-sm font-semibold">{PRODUCT.name}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {HOME_SECTIONS.filter((s) => s.id !== 'demo').map((section) => (
              <li key={section.id}>
                <HomeSectionLink id={section.id} onHome={onHome} className={linkClass}>
                  {section.label}
                </HomeSectionLink>
              </li>
            ))}
            <li>
              <Link to={paths.contact.getHref()} className={linkClass}>
                Contacto
              </Link>
            </li>
            <li>
              <Link to={paths.login.getHref()} className={linkClass}>
                Acceder al sistema
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-muted-foreground">
          {/* A prerendered page carries its build's year; hydrating it on a later year keeps that text
              instead of failing the whole page over it. */}
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {PRODUCT.name}. Todos los derechos
          reservados. {PRODUCT.version}
        </p>
      </div>
    </footer>
  );
}
