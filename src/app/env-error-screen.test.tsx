import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';
import { EnvErrorScreen } from './env-error-screen';

describe('EnvErrorScreen', () => {
  it('names the malformed variable', () => {
    const result = parseEnv({ VITE_SUPABASE_URL: 'ftp://example.com' });
    if (result.ok) throw new Error('ftp:// must be rejected');
    render(<EnvErrorScreen issues={result.issues} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error de configuración');
    expect(screen.getByText('VITE_SUPABASE_URL')).toBeInTheDocument();
  });
});
