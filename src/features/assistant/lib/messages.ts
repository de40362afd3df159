/** Every user-facing text of the assistant that docs/product.md §8 names, verbatim. */
export const ASSISTANT_TEXT = {
  apology: 'Lo siento, tuve un problema para procesar tu consulta. ¿Podrías reformularla o intentar más tarde?',
  configLoadErrorTitle: 'Error de configuración',
  configLoadErrorDescription: 'No se pudo cargar la URL del backend. Algunas funciones pueden no estar disponibles.',
  configUnexpectedErrorTitle: 'Error',
  configUnexpectedErrorDescription: 'Ocurrió un error al conectar con la configuración. Intenta de nuevo más tarde.',
  notConfigured: 'URL del backend no configurada. Contacta al administrador.',
  saveSuccessTitle: 'Conversación guardada',
  saveSuccessDescription: 'La conversación se guardó exitosamente.',
  saveErrorTitle: 'Error de conexión',
  saveErrorDescription: 'No se pudo guardar la conversación. Verifica la conexión y la configuración del backend.',
  saved: 'Guardado',
  // Issue 16 (not in docs/product.md).
  resetDone: 'Conversación reiniciada',
} as const;

/** The fixed topic of a saved conversation (docs/product.md §9). */
export const SAVE_TOPIC = 'automatizacion';

/** localStorage key of the open/closed state (docs/product.md §2, §9). */
export const PANEL_STORAGE_KEY = 'axelPanel';
