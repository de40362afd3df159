import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { useIssuer } from '../api/get-issuer';
import { useImportDocuments } from '../api/import-documents';
import {
  buildPreview,
  countRows,
  readyDocuments,
  withResults,
  type ImportPreview,
  type PreviewRow,
  type Side,
} from '../lib/import-preview';
import { documentPath } from '../lib/paths';
import { errorMessage } from '@/lib/error-message';
import { parseSiiFile } from '../lib/sii/sii-import';
import type { SiiFileKind } from '../lib/sii/sii-parse';

/** Larger files are refused before reading (the register of a big month is far below this). */
const MAX_BYTES = 20 * 1024 * 1024;

const STATUS_LABEL: Record<PreviewRow['status'], string> = {
  listo: 'Listo para importar',
  error: 'Con errores',
  duplicado: 'Repetido en el archivo',
};
const RESULT_LABEL = { importado: 'Importado', duplicado: 'Duplicado', error: 'Error' } as const;

/**
 * 'Importar del SII': a DTE's XML (EnvioDTE or one DTE) or the monthly purchase or sales register
 * (RCV CSV), read in a Web Worker (lib/sii/sii-import.ts), previewed row by row with its errors and
 * duplicates, then imported through public.fin_importar_documentos with each row's result.
 */
export function ImportPage() {
  const issuer = useIssuer();
  const [kind, setKind] = useState<SiiFileKind>('xml');
  const [side, setSide] = useState<Side>('recibido');
  const [fileName, setFileName] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const companyRut = issuer.data?.rut ?? null;
  const run = useImportDocuments({
    onSuccess: (results) => {
      setPreview((p) => (p ? withResults(p, results) : p));
      const ok = results.filter((r) => r.resultado === 'importado').length;
      toast.success(`${ok} de ${results.length} documentos importados`);
    },
    onError: (error) => setImportError(errorMessage(error)),
  });

  const reset = () => {
    setPreview(null);
    setFileError(null);
    setImportError(null);
    setProgress(null);
  };

  const read = async (file: File | undefined) => {
    reset();
    if (!file) return;
    setFileName(file.name);
    if (file.size === 0) return setFileError('El archivo está vacío.');
    if (file.size > MAX_BYTES) return setFileError('El archivo pesa más de 20 MB: divídalo por mes o por lote.');
    setReading(true);
    try {
      const parsed = await parseSiiFile(file, kind);
      const built = buildPreview(parsed, { companyRut, direction: side });
      if (built.error) setFileError(built.error);
      else if (built.rows.length === 0) setFileError('El archivo no tiene documentos.');
      setPreview(built.error ? null : built);
    } catch (error) {
      setFileError(error instanceof Error ? error.message : 'No se pudo leer el archivo.');
    } finally {
      setReading(false);
    }
  };

  const ready = preview ? readyDocuments(preview) : [];
  const count = preview ? countRows(preview) : null;
  const imported = preview?.rows.some((r) => r.result) ?? false;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="importar-title">
      <div>
        <h2 id="importar-title" className="text-xl font-semibold">
          Importar del SII
        </h2>
        <p className="text-sm text-muted-foreground">
          Lea el XML de un DTE (el que entrega el SII o su proveedor) o el Registro de Compras y Ventas del mes (CSV de
          'Descargar detalles'). Revise la vista previa y luego importe: los documentos que ya están se omiten.
        </p>
      </div>
      <div className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="sii-kind">Archivo</Label>
          <select
            id="sii-kind"
            className="h-9 rounded-md border border-input bg-card px-2 text-sm"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as SiiFileKind);
              reset();
              setFileName(null);
            }}
          >
            <option value="xml">XML de DTE (EnvioDTE o DTE)</option>
            <option value="rcv">Registro de Compras y Ventas (CSV)</option>
          </select>
        </div>
        {kind === 'xml' && (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="sii-side">Los documentos son</Label>
            <select
              id="sii-side"
              className="h-9 rounded-md border border-input bg-card px-2 text-sm disabled:opacity-60"
              value={companyRut ? 'auto' : side}
              disabled={!!companyRut}
              onChange={(e) => {
                setSide(e.target.value as Side);
                reset();
                setFileName(null);
              }}
            >
              {companyRut && <option value="auto">Según el RUT de la empresa ({companyRut})</option>}
              <option value="recibido">Recibidos (compras)</option>
              <option value="emitido">Emitidos (ventas)</option>
            </select>
          </div>
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="sii-file">Seleccionar archivo</Label>
          <input
            id="sii-file"
            type="file"
            accept={kind === 'xml' ? '.xml,text/xml,application/xml' : '.csv,text/csv'}
            className="text-sm"
            disabled={reading || run.isPending}
            onChange={(e) => void read(e.target.files?.[0])}
          />
        </div>
      </div>

      {reading && <p role="status">Leyendo {fileName}...</p>}
      {fileError && (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          No se pudo leer {fileName ?? 'el archivo'}: {fileError}
        </p>
      )}

      {preview && count && (
        <div className="flex flex-col gap-3">
          <p className="text-sm" data-testid="resumen-importacion">
            {imported
              ? `Resultado: ${count.importado} importados, ${count.yaExistia} ya estaban (duplicados), ${count.rechazado + count.error} con errores${count.duplicado ? `, ${count.duplicado} repetidos en el archivo` : ''}.`
              : `${preview.rows.length} documentos en el archivo${preview.register ? ` (registro de ${preview.register})` : ''}: ${count.listo} listos, ${count.error} con errores, ${count.duplicado} repetidos.`}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-label="Vista previa de la importación">
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th className="py-1 font-medium">En el archivo</th>
                  <th className="py-1 font-medium">Documento</th>
                  <th className="py-1 font-medium">Estado</th>
                  <th className="py-1 font-medium">Detalle</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.where} className="border-t align-top">
                    <td className="py-1">{r.where}</td>
                    <td className="py-1">
                      {r.result?.documento_id ? (
                        <Link to={documentPath(r.result.documento_id)}>{r.label}</Link>
                      ) : (
                        r.label
                      )}
                    </td>
                    <td className="py-1">{r.result ? RESULT_LABEL[r.result.resultado] : STATUS_LABEL[r.status]}</td>
                    <td className="py-1">
                      {r.result ? (
                        r.result.mensaje
                      ) : r.messages.length > 0 ? (
                        <ul className="list-disc pl-4 text-destructive">
                          {r.messages.map((m) => (
                            <li key={m}>{m}</li>
                          ))}
                        </ul>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {importError && (
            <p role="alert" className="text-sm text-destructive">
              No se pudo importar: {importError}
            </p>
          )}
          {!imported && (
            <div className="flex flex-wrap items-center gap-2">
              <Button
                disabled={ready.length === 0 || run.isPending}
                onClick={() => {
                  setImportError(null);
                  run.mutate({ documents: ready, onProgress: (done, total) => setProgress({ done, total }) });
                }}
              >
                {run.isPending
                  ? `Importando${progress ? ` ${progress.done} de ${progress.total}` : ''}...`
                  : `Importar ${ready.length} documentos`}
              </Button>
              {ready.length === 0 && (
                <span className="text-sm text-muted-foreground">
                  Ningún documento del archivo está listo para importar.
                </span>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
