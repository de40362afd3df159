import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { EnvErrorScreen } from './app/env-error-screen';
import { parseEnv } from './config/env';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root');

const env = parseEnv(import.meta.env);

createRoot(container).render(<StrictMode>{env.ok ? <App /> : <EnvErrorScreen issues={env.issues} />}</StrictMode>);
