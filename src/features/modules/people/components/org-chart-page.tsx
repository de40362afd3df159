import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, QueryState } from '@/kit';
import { useDirectory } from '../api/get-directory';
import { fullName, type EmployeeRow } from '../api/types';
import { peoplePaths } from '../lib/paths';

export interface OrgNode {
  employee: EmployeeRow;
  reports: OrgNode[];
}

/**
 * The org chart from the direct managers: the active employees whose manager is missing (or has
 * left) are the roots. The database refuses loops, and a visited set keeps a bad row from hanging this.
 */
export function buildOrgChart(directory: readonly EmployeeRow[]): OrgNode[] {
  const active = directory.filter((e) => e.estado === 'activo');
  const ids = new Set(active.map((e) => e.id));
  const byManager = new Map<string, EmployeeRow[]>();
  for (const e of active) {
    if (e.jefe_id && ids.has(e.jefe_id)) byManager.set(e.jefe_id, [...(byManager.get(e.jefe_id) ?? []), e]);
  }
  const seen = new Set<string>();
  const build = (e: EmployeeRow): OrgNode => {
    seen.add(e.id);
    const reports = (byManager.get(e.id) ?? [])
      .filter((r) => !seen.has(r.id))
      .sort((a, b) => fullName(a).localeCompare(fullName(b), 'es'));
    return { employee: e, reports: reports.map(build) };
  };
  return active
    .filter((e) => !e.jefe_id || !ids.has(e.jefe_id))
    .sort((a, b) => fullName(a).localeCompare(fullName(b), 'es'))
    .map(build);
}

function Node({ node, level }: { node: OrgNode; level: number }) {
  const e = node.employee;
  return (
    <li
      role="treeitem"
      aria-level={level}
      aria-expanded={node.reports.length ? true : undefined}
      aria-selected={false}
      className="flex flex-col gap-2"
    >
      <div className="inline-flex w-fit flex-col rounded-md border bg-card px-3 py-2 shadow-xs">
        <Link to={peoplePaths.employee(e.id)} className="font-medium text-primary underline-offset-4 hover:underline">
          {fullName(e)}
        </Link>
        <span className="text-xs text-muted-foreground">
          {e.cargo}
          {e.area ? ` · ${e.area}` : ''}
          {node.reports.length ? ` · ${node.reports.length} a cargo` : ''}
        </span>
      </div>
      {node.reports.length > 0 && (
        <ul role="group" className="ml-4 flex flex-col gap-2 border-l pl-4">
          {node.reports.map((r) => (
            <Node key={r.employee.id} node={r} level={level + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

export default function OrgChartPage() {
  const directory = useDirectory();
  const roots = useMemo(() => buildOrgChart(directory.data ?? []), [directory.data]);
  return (
    <QueryState
      query={directory}
      loadingLabel="Cargando organigrama..."
      isEmpty={() => roots.length === 0}
      empty={<EmptyState title="Aún no hay colaboradores activos" />}
    >
      {() => (
        <ul role="tree" aria-label="Organigrama" className="flex flex-col gap-3">
          {roots.map((r) => (
            <Node key={r.employee.id} node={r} level={1} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
