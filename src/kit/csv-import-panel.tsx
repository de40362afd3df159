import { FileUp, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buildCsvBlob, downloadBlob } from '@/lib/csv';
import { formatNumber } from '@/lib/format';
import { parseCsvFile, validateCsvRows, type CsvImportColumn, type CsvValidation } from './csv-import';
import { errorMessage } from '@/lib/error-message';

/** How many row errors the panel lists; the rest are in the downloadable report. */
const SHOWN_ERRORS = 100;

interface CsvImportPanelProps<S extends z.ZodType> {
  title: string;
  columns: readonly CsvImportColumn[];
  schema: S;
  uniqueField?: string;
  /** Saves the valid rows (the module inserts them in batches); throws to report a failure. */
  onImport: (rows: Array<z.output<S>>) => Promise<void>;
  onClose: () => void;
}

type Step =
  | { kind: 'choose' }
  | { kind: 'reading' }
  | { kind: 'report'; fileName: string; result: CsvValidation<unknown> }
  | { kind: 'saving'; fileName: string; result: CsvValidation<unknown> };

/**
 * CSV import with a per-row error report: the file is parsed in a worker and each row validated;
 * the valid rows import, the others are listed with their line and reasons (and downloadable).
 */
export function CsvImportPanel<S extends z.ZodType>({
  title,
  columns,
  schema,
  uniqueField,
  onImport,
  onClose,
}: CsvImportPanelProps<S>) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();

  async function read(file: File) {
    setFailure(null);
    setStep({ kind: 'reading' });
    try {
      const parsed = await parseCsvFile(file);
      setStep({
        kind: 'report',
        fileName: file.name,
        result: validateCsvRows(parsed, columns, schema, { uniqueField }),
      });
    } catch (error) {
      setFailure(`No se pudo leer el archivo: ${errorMessage(error)}`);
      setStep({ kind: 'choose' });
    }
  }

  async function save(fileName: string, result: CsvValidation<unknown>) {
    setFailure(null);
    setStep({ kind: 'saving', fileName, result });
    try {
      await onImport(result.valid.map((r) => r.value as z.output<S>));
      toast.success(`Se importaron ${formatNumber(result.valid.length)} filas`);
      onClose();
    } catch (error) {
      setFailure(`No se importó ninguna fila: ${errorMessage(error)}`);
      setStep({ kind: 'report', fileName, result });
    }
  }

  async function downloadReport(result: CsvValidation<unknown>) {
    const blob = await buildCsvBlob(result.errors, [
      { header: 'Fila', value: (e) => e.line },
      { header: 'Errores', value: (e) => e.messages.join('; ') },
    ]);
    downloadBlob(blob, 'errores-importacion.csv');
  }

  const result = step.kind === 'report' || step.kind === 'saving' ? step.result : null;

  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">{title}</h2>
        <Button variant="ghost" size="icon" aria-label="Cerrar importación" onClick={onClose}>
          <X />
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Columnas: {columns.map((c) => (c.required ? `${c.header} (obligatoria)` : c.header)).join(', ')}. La primera
        fila es el encabezado.
      </p>
      <div>
        <label htmlFor={inputId} className="text-sm font-medium">
          Archivo CSV
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="mt-1 block text-sm"
          disabled={step.kind === 'reading' || step.kind === 'saving'}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void read(file);
          }}
        />
      </div>
      {step.kind === 'reading' && <p role="status">Leyendo archivo...</p>}
      {failure && (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      {result && result.missingHeaders.length > 0 && (
        <Alert variant="destructive">
          <AlertTitle>Faltan columnas obligatorias</AlertTitle>
          <AlertDescription>{result.missingHeaders.join(', ')}</AlertDescription>
        </Alert>
      )}
      {result && result.missingHeaders.length === 0 && (
        <div className="flex flex-col gap-3">
          <p role="status">
            {formatNumber(result.valid.length)} filas válidas, {formatNumber(result.errors.length)} con errores.
          </p>
          {result.errors.length > 0 && (
            <div className="max-h-72 overflow-auto rounded-md border">
              <table className="w-full text-sm" aria-label="Filas con errores">
                <thead>
                  <tr className="border-b text-left">
                    <th scope="col" className="px-3 py-2">
                      Fila
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Errores
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.errors.slice(0, SHOWN_ERRORS).map((e) => (
                    <tr key={e.line} className="border-b align-top">
                      <td className="px-3 py-1.5 tabular-nums">{e.line}</td>
                      <td className="px-3 py-1.5">
                        <ul>
                          {e.messages.map((m) => (
                            <li key={m}>{m}</li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {result.errors.length > SHOWN_ERRORS && (
                <p className="p-2 text-xs text-muted-foreground">
                  Se muestran las primeras {SHOWN_ERRORS}; descarga el informe para verlas todas.
                </p>
              )}
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => void save(step.kind === 'report' ? step.fileName : '', result)}
              disabled={step.kind === 'saving' || result.valid.length === 0}
            >
              <FileUp aria-hidden="true" />
              {step.kind === 'saving' ? 'Importando...' : `Importar ${formatNumber(result.valid.length)} filas válidas`}
            </Button>
            {result.errors.length > 0 && (
              <Button variant="outline" onClick={() => void downloadReport(result)}>
                Descargar informe de errores
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
