import { PRODUCT } from '@/config/product';
import { ContactPage } from '@/features/contact/components/contact-page';
import { MarketingLayout } from '@/features/marketing/components/marketing-layout';
import { PageMeta } from '@/features/marketing/components/page-meta';

/** /contacto: the contact form inside the public pages' frame (docs/design.md §4). */
export function Component() {
  return (
    <MarketingLayout>
      <PageMeta
        title={`Contacto · ${PRODUCT.name}`}
        description={`Escríbenos para cotizar los módulos de ${PRODUCT.name} o agendar una demostración con los datos de tu empresa.`}
      />
      <ContactPage />
    </MarketingLayout>
  );
}
