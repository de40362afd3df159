import { ArrowLeft, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AttachmentsPanel } from '@/components/attachments/attachments-panel';
import { RecordHistorySection } from '@/components/record-timeline/record-timeline';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCLP, formatDate, formatNumber } from '@/lib/format';
import { EmptyState, QueryState, RelatedRecords, useModuleUser } from '@/kit';
import { useAssets } from '../api/get-assets';
import { useAsset, usePart } from '../api/get-record';
import type { Asset, Part } from '../api/types';
import { ASSET_STATE_LABEL, label, LEVEL_LABEL, UNIT_LABEL } from '../lib/labels';
import { INDUSTRIAL_ROOT } from '../lib/paths';
import { AssetForm } from './asset-form';
import { PartForm, PartMoves } from './parts-page';

/** A record's fields as a definition list (empty values left out). */
function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border bg-card p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {items
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([k, v]) => (
          <div key={k}>
            <dt className="text-muted-foreground">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}

function Back({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm text-primary">
      <ArrowLeft aria-hidden="true" className="size-4" /> {children}
    </Link>
  );
}

/** The edit form needs the other assets (a parent is picked among them): read when it opens. */
function AssetEdit({ asset, onDone }: { asset: Asset; onDone: () => void }) {
  const assets = useAssets();
  return (
    <QueryState query={assets} loadingLabel="Cargando activos...">
      {(all) => <AssetForm asset={asset} assets={all} onDone={onDone} />}
    </QueryState>
  );
}

function AssetView({ asset }: { asset: Asset }) {
  const { isCompanyAdmin } = useModuleUser();
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">
          <span className="font-mono">{asset.codigo}</span> · {asset.nombre}
        </h2>
        <Badge variant={asset.estado === 'operativo' ? 'success' : 'secondary'}>
          {label(ASSET_STATE_LABEL, asset.estado)}
        </Badge>
        {!editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> Editar
          </Button>
        )}
      </div>
      {editing ? (
        <AssetEdit asset={asset} onDone={() => setEditing(false)} />
      ) : (
        <Facts
          items={[
            ['Nivel', label(LEVEL_LABEL, asset.nivel)],
            ['Categoría', asset.categoria],
            ['Ubicación', asset.ubicacion],
            ['Fabricante', asset.fabricante],
            ['Modelo', asset.modelo],
            ['N° de serie', asset.numero_serie],
            ['Instalación', asset.fecha_instalacion ? formatDate(asset.fecha_instalacion) : null],
            ['Criticidad', asset.criticidad],
          ]}
        />
      )}
      <RelatedRecords tabla="industrial_activos" registroId={asset.id} />
      <AttachmentsPanel
        target={{ companyId: asset.empresa_id, table: 'industrial_activos', recordId: asset.id }}
        title="Adjuntos (manuales, fotos)"
        canDelete={isCompanyAdmin}
      />
      <RecordHistorySection tabla="industrial_activos" registroId={asset.id} />
    </div>
  );
}

/** /axel-industrial/activos/:id: an asset, its orders, plans and stock moves, files and history. */
export function AssetPage() {
  const id = useParams().id ?? '';
  const query = useAsset(id);
  return (
    <div className="flex flex-col gap-4">
      <Back to={`${INDUSTRIAL_ROOT}/activos`}>Volver a activos</Back>
      <QueryState query={query} loadingLabel="Cargando activo..." errorTitle="No se pudo cargar el activo">
        {(asset) =>
          asset ? (
            <AssetView key={asset.id} asset={asset} />
          ) : (
            <EmptyState title="Activo no encontrado">No existe o no tienes acceso a él.</EmptyState>
          )
        }
      </QueryState>
    </div>
  );
}

function PartView({ part }: { part: Part }) {
  const { isCompanyAdmin } = useModuleUser();
  const [editing, setEditing] = useState(false);
  const low = Number(part.stock) <= Number(part.stock_minimo);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">
          <span className="font-mono">{part.sku}</span> · {part.nombre}
        </h2>
        {low && <Badge variant="destructive">Stock bajo</Badge>}
        {!editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> Editar
          </Button>
        )}
      </div>
      {editing ? (
        <PartForm part={part} onDone={() => setEditing(false)} />
      ) : (
        <Facts
          items={[
            ['Stock', `${formatNumber(part.stock)} ${label(UNIT_LABEL, part.unidad).toLowerCase()}`],
            ['Stock mínimo', formatNumber(part.stock_minimo)],
            ['Ubicación en bodega', part.ubicacion_bodega],
            ['Costo unitario', formatCLP(part.costo_unitario)],
          ]}
        />
      )}
      <PartMoves part={part} />
      <RelatedRecords tabla="industrial_repuestos" registroId={part.id} />
      <AttachmentsPanel
        target={{ companyId: part.empresa_id, table: 'industrial_repuestos', recordId: part.id }}
        title="Adjuntos (fichas técnicas, fotos)"
        canDelete={isCompanyAdmin}
      />
      <RecordHistorySection tabla="industrial_repuestos" registroId={part.id} />
    </div>
  );
}

/** /axel-industrial/repuestos/:id: a spare part, its stock moves, files and history. */
export function PartPage() {
  const id = useParams().id ?? '';
  const query = usePart(id);
  return (
    <div className="flex flex-col gap-4">
      <Back to={`${INDUSTRIAL_ROOT}/repuestos`}>Volver a repuestos</Back>
      <QueryState query={query} loadingLabel="Cargando repuesto..." errorTitle="No se pudo cargar el repuesto">
        {(part) =>
          part ? (
            <PartView key={part.id} part={part} />
          ) : (
            <EmptyState title="Repuesto no encontrado">No existe o no tienes acceso a él.</EmptyState>
          )
        }
      </QueryState>
    </div>
  );
}
