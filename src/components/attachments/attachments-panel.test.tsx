import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAttachment, type Attachment, type AttachmentTarget } from '@/lib/attachments';
import { mediaQueryList } from '@/testing/media-query';
import { server } from '@/testing/mocks/server';
import { findModal, renderApp } from '@/testing/test-utils';
import { AttachmentsPanel, formatFileSize, type AttachmentStore } from './attachments-panel';

const TARGET: AttachmentTarget = {
  companyId: 'c0000000-0000-4000-8000-000000000002',
  table: 'ops_ordenes',
  recordId: 'b1622514-8a84-4000-8000-a583838085aa',
};
const FOLDER = `${TARGET.companyId}/ops/ops_ordenes/${TARGET.recordId}`;
const PDF = (name = 'informe.pdf') => new File([`%PDF-1.4\n% ${name}\n%%EOF\n`], name, { type: 'application/pdf' });

/** Files kept in memory, as the bucket would keep them; uploads report progress in two steps. */
function memoryStore(initial: Attachment[] = []) {
  let files = [...initial];
  let finishUpload: (() => void) | undefined;
  const store: AttachmentStore & { files: () => Attachment[]; finish: () => void } = {
    files: () => files,
    finish: () => finishUpload?.(),
    list: () => Promise.resolve([...files]),
    check: checkAttachment,
    upload: (_target, file, { onProgress }) =>
      new Promise((resolve) => {
        onProgress(0.4);
        finishUpload = () => {
          onProgress(1);
          const path = `${FOLDER}/${file.name}`;
          files = [
            { path, name: file.name, size: file.size, mimetype: file.type, createdAt: '2026-11-27T12:00:00Z' },
            ...files,
          ];
          resolve(path);
        };
      }),
    remove: vi.fn((path: string) => {
      files = files.filter((f) => f.path !== path);
      return Promise.resolve();
    }),
    link: vi.fn((path: string) => Promise.resolve(`https://archivos.test/${path}?token=t`)),
    links: () => Promise.resolve({}),
  };
  return store;
}

const existing: Attachment = {
  path: `${FOLDER}/lx1-manual.pdf`,
  name: 'manual.pdf',
  size: 14_848,
  mimetype: 'application/pdf',
  createdAt: '2026-11-20T10:00:00Z',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AttachmentsPanel', () => {
  it('lists the record files, and says so when there are none', async () => {
    renderApp(<AttachmentsPanel target={TARGET} store={memoryStore([existing])} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando adjuntos…');
    const list = await screen.findByRole('list', { name: 'Adjuntos' });
    expect(within(list).getByText('manual.pdf')).toBeInTheDocument();
    expect(within(list).getByText(/14,5 KB/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Adjuntos\s*\(1\)$/ })).toBeInTheDocument();
  });

  it('shows an empty record as such', async () => {
    renderApp(<AttachmentsPanel target={TARGET} store={memoryStore()} />);
    expect(await screen.findByText('Este registro no tiene adjuntos.')).toBeInTheDocument();
  });

  it('uploads a picked file with a progress bar, then lists it', async () => {
    const store = memoryStore();
    const { user } = renderApp(<AttachmentsPanel target={TARGET} store={store} />);
    await screen.findByText('Este registro no tiene adjuntos.');
    await user.upload(screen.getByLabelText('Elegir archivos para adjuntar'), PDF());
    const bar = await screen.findByRole('progressbar', { name: 'Subiendo informe.pdf' });
    expect(bar).toHaveAttribute('value', '40');
    store.finish();
    expect(
      await within(await screen.findByRole('list', { name: 'Adjuntos' })).findByText('informe.pdf'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('takes files dropped on the zone', async () => {
    const store = memoryStore();
    renderApp(<AttachmentsPanel target={TARGET} store={store} />);
    await screen.findByText('Este registro no tiene adjuntos.');
    fireEvent.drop(screen.getByTestId('zona-adjuntos'), { dataTransfer: { files: [PDF('plano.pdf')] } });
    expect(await screen.findByRole('progressbar', { name: 'Subiendo plano.pdf' })).toBeInTheDocument();
  });

  it('refuses in Spanish a file too large or of the wrong kind, before sending it', async () => {
    const store = memoryStore();
    const upload = vi.spyOn(store, 'upload');
    const { user } = renderApp(<AttachmentsPanel target={TARGET} store={store} />);
    await screen.findByText('Este registro no tiene adjuntos.');
    const big = new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'video.pdf', { type: 'application/pdf' });
    const exe = new File([new Uint8Array([0x4d, 0x5a, ...new Array(600).fill(0)])], 'foto.jpg', { type: 'image/jpeg' });
    const zip = new File(['PK'], 'todo.zip', { type: 'application/zip' });
    await user.upload(screen.getByLabelText('Elegir archivos para adjuntar'), [big, exe]);
    // The picker offers only the allowed types; a drop can bring anything.
    fireEvent.drop(screen.getByTestId('zona-adjuntos'), { dataTransfer: { files: [zip] } });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'El archivo supera el máximo de 25 MB.',
      'Tipo de archivo no permitido: sube fotos, PDF, documentos de Office, texto o CSV.',
      'Tipo de archivo no permitido: sube fotos, PDF, documentos de Office, texto o CSV.',
    ]);
    expect(upload).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Descartar' })[0]);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('downloads through a signed link', async () => {
    const store = memoryStore([existing]);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp(<AttachmentsPanel target={TARGET} store={store} />);
    await user.click(await screen.findByRole('button', { name: 'Descargar manual.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(store.link).toHaveBeenCalledWith(existing.path, 'manual.pdf');
  });

  it('removes a file only after the dialog is confirmed, and offers removal only when allowed', async () => {
    const store = memoryStore([existing]);
    const { user, unmount } = renderApp(<AttachmentsPanel target={TARGET} store={store} canDelete />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar manual.pdf' }));
    const dialog = await findModal('alertdialog', { name: 'Eliminar archivo' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(store.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Eliminar manual.pdf' }));
    await user.click(within(await findModal('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se eliminó «manual.pdf».')).toBeInTheDocument();
    expect(await screen.findByText('Este registro no tiene adjuntos.')).toBeInTheDocument();
    unmount();
    renderApp(<AttachmentsPanel target={TARGET} store={memoryStore([existing])} canAttach={false} />);
    await screen.findByText('manual.pdf');
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Elegir archivos para adjuntar')).not.toBeInTheDocument();
  });

  it('offers the camera on phones', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((q) => mediaQueryList(q, q === '(pointer: coarse)'));
    renderApp(<AttachmentsPanel target={TARGET} store={memoryStore()} />);
    expect(await screen.findByRole('button', { name: 'Tomar foto' })).toBeInTheDocument();
    const camera = screen.getByLabelText('Tomar foto con la cámara');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
  });

  it('formats sizes as in Chile', () => {
    expect([formatFileSize(820), formatFileSize(14_848), formatFileSize(3_355_443)]).toEqual([
      '820 B',
      '14,5 KB',
      '3,2 MB',
    ]);
  });
});

describe('AttachmentsPanel against Storage failing', () => {
  it('says the list could not be loaded and retries', async () => {
    let fail = true;
    server.use(
      http.post('*/storage/v1/object/list/adjuntos', () =>
        fail
          ? HttpResponse.json(
              { statusCode: '500', code: 'DatabaseError', error: 'DatabaseError', message: 'database error' },
              { status: 500 },
            )
          : HttpResponse.json([]),
      ),
    );
    const { user } = renderApp(<AttachmentsPanel target={TARGET} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los adjuntos.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Este registro no tiene adjuntos.')).toBeInTheDocument();
  });

  it.each([
    [
      { statusCode: '413', message: 'The object exceeded the maximum allowed size' },
      'El archivo supera el máximo de 25 MB.',
    ],
    [
      { statusCode: '403', message: 'La empresa superó su cuota de almacenamiento de adjuntos' },
      'La empresa superó su cuota de almacenamiento de adjuntos.',
    ],
    [
      { statusCode: '403', message: 'new row violates row-level security policy' },
      'No tienes permiso para adjuntar archivos a este registro.',
    ],
  ])('explains a refused upload (%j)', async (refusal, shown) => {
    server.use(
      http.post('*/storage/v1/object/list/adjuntos', () => HttpResponse.json([])),
      http.post('*/storage/v1/object/upload/sign/adjuntos/*', () =>
        HttpResponse.json({ url: '/object/upload/sign/adjuntos/x?token=abc', token: 'abc' }),
      ),
      http.put('*/storage/v1/object/upload/sign/adjuntos/*', () =>
        HttpResponse.json({ ...refusal, code: 'X', error: 'X' }, { status: 400 }),
      ),
    );
    const { user } = renderApp(<AttachmentsPanel target={TARGET} />);
    await screen.findByText('Este registro no tiene adjuntos.');
    await user.upload(screen.getByLabelText('Elegir archivos para adjuntar'), PDF());
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });
});
