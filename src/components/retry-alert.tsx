import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface RetryAlertProps {
  title: string;
  children?: ReactNode;
  onRetry: () => void;
  /** While a retry is running the button is disabled. */
  retrying: boolean;
}

/** A failed load, said plainly, with a 'Reintentar' button. */
export function RetryAlert({ title, children, onRetry, retrying }: RetryAlertProps) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {children}
        <Button variant="outline" size="sm" className="mt-2 text-foreground" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" />
          Reintentar
        </Button>
      </AlertDescription>
    </Alert>
  );
}
