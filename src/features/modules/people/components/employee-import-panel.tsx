import { CsvImportPanel } from '@/kit';
import { EMPLOYEE_IMPORT_COLUMNS, employeeImportSchema, type EmployeeImportRow } from '../lib/employee-schema';

/** 'Importar colaboradores' (employees-page.tsx loads it, with zod, when the import is opened). */
export function EmployeeImportPanel({
  onImport,
  onClose,
}: {
  onImport: (valid: EmployeeImportRow[]) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <CsvImportPanel
      title="Importar colaboradores"
      columns={EMPLOYEE_IMPORT_COLUMNS}
      schema={employeeImportSchema}
      uniqueField="rut"
      onImport={onImport}
      onClose={onClose}
    />
  );
}
