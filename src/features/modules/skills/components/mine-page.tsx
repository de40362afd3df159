import { EmptyState, QueryState, useModuleUser } from '@/kit';
import { useEmployees } from '../api/reads';
import { PersonView } from './person-page';

/** 'Mis competencias': the signed-in user's own skills, gaps and certifications. */
export default function MinePage() {
  const employees = useEmployees();
  const { userId, isCompanyAdmin } = useModuleUser();
  return (
    <QueryState query={employees} loadingLabel="Cargando..." errorTitle="No se pudieron cargar tus competencias">
      {(rows) => {
        const me = rows.find((e) => e.usuario_id === userId);
        if (!me)
          return (
            <EmptyState title="Tu cuenta no tiene ficha de colaborador">
              Tus competencias y certificaciones se registran en tu ficha de colaborador; pide al administrador que la
              vincule a tu cuenta en Axel People.
            </EmptyState>
          );
        return <PersonView employee={me} canWrite={isCompanyAdmin} />;
      }}
    </QueryState>
  );
}
