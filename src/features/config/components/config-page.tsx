import { Clapperboard, FileText, MapPinned } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RetryAlert } from '@/components/retry-alert';
import { LoadingState } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { configValue, useAppConfig } from '../api/get-app-config';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';
import { MFA_REQUIRED_KEY } from '../api/save-mfa-required';
import { MfaSettingCard } from './mfa-setting-card';
import { UrlSettingForm } from './url-setting-form';
import { VideoDemoEditor } from './video-demo-editor';

/** docs/product.md §2 'System configuration' (/config-backend): three tabs, super_admin only (docs/design.md §3). */
const CONFIG_TABS = ['backend', 'servicios', 'video'] as const;
type ConfigTab = (typeof CONFIG_TABS)[number];
const isConfigTab = (v: string | null): v is ConfigTab => (CONFIG_TABS as readonly (string | null)[]).includes(v);

export function ConfigPage() {
  const appConfig = useAppConfig();
  // Issue 16: the open tab lives in the URL (?tab=servicios), as in the admin panel.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ConfigTab = isConfigTab(requested) ? requested : 'backend';
  const onTabChange = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'backend') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  useLoadErrorToast(appConfig);

  function urlTab(children: (rows: NonNullable<typeof appConfig.data>) => ReactNode) {
    if (appConfig.isPending) return <LoadingState label="Cargando configuración..." />;
    if (appConfig.isError && !appConfig.data)
      return (
        <RetryAlert
          title="No se pudo cargar la configuración"
          onRetry={() => void appConfig.refetch()}
          retrying={appConfig.isFetching}
        >
          <p>{appConfig.error.message}</p>
        </RetryAlert>
      );
    return children(appConfig.data ?? []);
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Configuración del sistema</h1>
        <p className="text-muted-foreground">
          Direcciones de los servicios externos y videos de demostración de la suite.
        </p>
      </div>
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList aria-label="Secciones de la configuración">
          <TabsTrigger value="backend">
            <FileText aria-hidden="true" />
            Backend PDF
          </TabsTrigger>
          <TabsTrigger value="servicios">
            <MapPinned aria-hidden="true" />
            Servicios en Campo
          </TabsTrigger>
          <TabsTrigger value="video">
            <Clapperboard aria-hidden="true" />
            Video Demo
          </TabsTrigger>
        </TabsList>
        <TabsContent value="backend">
          {urlTab((rows) => {
            const current = configValue(rows, 'api_url_backend');
            return (
              <UrlSettingForm
                key={current ?? ''}
                configKey="api_url_backend"
                title="Backend de análisis PDF"
                description="Servicio al que el asistente técnico envía las consultas y los análisis de documentos. Puede ser una URL completa o una ruta de este mismo sitio (por ejemplo /expert)."
                label="URL del backend"
                placeholder="https://backend.ejemplo.com"
                successMessage="URL del backend actualizada correctamente"
                current={current}
              />
            );
          })}
        </TabsContent>
        <TabsContent value="servicios">
          {urlTab((rows) => {
            const current = configValue(rows, 'url_servicios_campo');
            return (
              <UrlSettingForm
                key={current ?? ''}
                configKey="url_servicios_campo"
                title="Servicios en Campo"
                description="Aplicación externa de servicios en campo. Los usuarios la abren en una pestaña nueva desde el módulo de Operaciones."
                label="URL de Servicios en Campo"
                placeholder="https://campo.ejemplo.com"
                successMessage="URL de Servicios en Campo actualizada correctamente"
                current={current}
              />
            );
          })}
        </TabsContent>
        <TabsContent value="video">
          <VideoDemoEditor />
        </TabsContent>
      </Tabs>
      {/* Outside the three tabs of docs/product.md §2: the platform setting of docs/design.md §10. */}
      {appConfig.data && <MfaSettingCard required={configValue(appConfig.data, MFA_REQUIRED_KEY) === 'true'} />}
    </div>
  );
}
