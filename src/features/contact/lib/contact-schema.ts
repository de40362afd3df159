import * as z from 'zod/mini';

/** A trimmed text between min and max characters. */
const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.pipe(z.string().check(z.trim()), z.string().check(z.minLength(min, tooShort), z.maxLength(max, tooLong)));

export const contactSchema = z.object({
  nombre: text(2, 120, 'Escribe tu nombre', 'El nombre es demasiado largo'),
  empresa: text(2, 160, 'Escribe el nombre de tu empresa', 'El nombre es demasiado largo'),
  correo: z.pipe(z.string().check(z.trim()), z.email('Escribe un correo electrónico válido')),
  mensaje: text(
    10,
    2000,
    'Escribe un mensaje de al menos 10 caracteres',
    'El mensaje no puede superar 2000 caracteres',
  ),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactRequest = z.output<typeof contactSchema>;
export type ContactField = keyof ContactInput;
