/**
 * A signature captured on a canvas (signature_pad: pointer events, so touch, pen and mouse alike),
 * with the signer's name and RUT. 'Guardar firma' hands the caller a PNG and the two fields; the
 * caller stores it (e.g. as an attachment of the record: uploadAttachment) and decides what the
 * signature stands for. The RUT check is the caller's (`validateRut`, the shared RUT rule) so that
 * the rule lives in one place. The canvas keeps its drawing when the window is resized.
 */
import SignaturePad from 'signature_pad';
import { Eraser } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export interface Signature {
  image: Blob;
  signerName: string;
  signerRut: string;
}

export interface SignaturePadFieldProps {
  onSave: (signature: Signature) => void | Promise<void>;
  /** The RUT rule: an error message (Spanish) for a bad RUT, or null. */
  validateRut: (rut: string) => string | null;
  /** Shown above the canvas. */
  label?: string;
  saving?: boolean;
  className?: string;
}

interface Errors {
  name?: string;
  rut?: string;
  signature?: string;
}

/** The canvas at the device's pixel density, its drawing kept (signature_pad's documented resize). */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const data = pad.toData();
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  pad.fromData(data);
}

export function SignaturePadField({
  onSave,
  validateRut,
  label = 'Firma del cliente',
  saving = false,
  className,
}: SignaturePadFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [name, setName] = useState('');
  const [rut, setRut] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [empty, setEmpty] = useState(true);
  const id = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#111827', backgroundColor: 'rgb(255,255,255)' });
    padRef.current = pad;
    const onEnd = () => {
      setEmpty(pad.isEmpty());
      setErrors((e) => ({ ...e, signature: undefined }));
    };
    pad.addEventListener('endStroke', onEnd);
    fitCanvas(canvas, pad);
    const onResize = () => fitCanvas(canvas, pad);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (name.trim().length < 3) next.name = 'Escribe el nombre de quien firma.';
    const rutError = rut.trim() === '' ? 'Escribe el RUT de quien firma.' : validateRut(rut.trim());
    if (rutError) next.rut = rutError;
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) next.signature = 'Falta la firma: dibuja en el recuadro.';
    setErrors(next);
    if (Object.keys(next).length > 0 || !pad) return;
    const canvas = canvasRef.current!;
    const image = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!image) {
      setErrors({ signature: 'No se pudo guardar la firma; intenta de nuevo.' });
      return;
    }
    await onSave({ image, signerName: name.trim(), signerRut: rut.trim() });
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className={cn('flex flex-col gap-3', className)}
      aria-label={label}
    >
      <div className="flex items-center justify-between">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={clear} disabled={empty}>
          <Eraser aria-hidden="true" className="size-4" />
          Limpiar
        </Button>
      </div>
      <canvas
        ref={canvasRef}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={errors.signature ? `${id}-signature-error` : undefined}
        className={cn('h-48 w-full touch-none rounded-md border bg-white', errors.signature && 'border-destructive')}
      />
      <FieldError id={`${id}-signature-error`}>{errors.signature}</FieldError>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-name`}>Nombre del firmante</Label>
          <Input
            id={`${id}-name`}
            value={name}
            autoComplete="name"
            aria-invalid={!!errors.name}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          <FieldError id={`${id}-name-error`}>{errors.name}</FieldError>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-rut`}>RUT del firmante</Label>
          <Input
            id={`${id}-rut`}
            value={rut}
            inputMode="text"
            placeholder="12.345.678-5"
            aria-invalid={!!errors.rut}
            aria-describedby={errors.rut ? `${id}-rut-error` : undefined}
            onChange={(e) => setRut(e.target.value)}
          />
          <FieldError id={`${id}-rut-error`}>{errors.rut}</FieldError>
        </div>
      </div>
      <Button type="submit" disabled={saving} className="self-end">
        {saving ? 'Guardando…' : 'Guardar firma'}
      </Button>
    </form>
  );
}
