import { z } from 'zod';
import { attributesInput, discountInput, imagePathSchema, moqInput, priceInput, quantityInput, skuInput, slugSchema, weightInput } from '@shop/contract/admin';
import type { CATALOGUE_CSV_COLUMNS } from '@shop/contract/admin-endpoints';

// One row of the catalogue's CSV (CATALOGUE_CSV_COLUMNS), read from its text cells with the same rules as the back
// office's forms (the contract's inputs), and written back from the database's rows for the export.

export type CsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
export type CsvRecord = Record<CsvColumn, string>;

const whole = (field: z.ZodNumber) => z.string().trim().regex(/^\d+$/, 'a whole number such as 12.').transform(Number).pipe(field);
const flag = (label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', ''], { message: `${label} is true or false.` }))
    .transform((v) => v === 'true');

/** `Size=M; Colour=Red` → { Size: 'M', Colour: 'Red' }; empty → {}. */
const options = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const pairs: Record<string, string> = {};
    for (const part of text
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const at = part.indexOf('=');
      if (at <= 0 || at === part.length - 1) {
        ctx.addIssue({ code: 'custom', message: `options are written as Size=M; Colour=Red ("${part}" is not).` });
        return z.NEVER;
      }
      pairs[part.slice(0, at).trim()] = part.slice(at + 1).trim();
    }
    return pairs;
  })
  .pipe(attributesInput);

/** A row as the import reads it; the product's columns repeat on each of its items' rows. */
export const csvRowSchema = z.object({
  sku: skuInput,
  product_slug: slugSchema,
  product_name: z.string().trim().max(200, 'A product name has at most 200 characters.'),
  description: z.string().trim().max(5000, 'A description has at most 5000 characters.'),
  brand: slugSchema,
  category: slugSchema,
  store: slugSchema,
  options,
  price: priceInput,
  discount_percentage: whole(discountInput),
  quantity: whole(quantityInput),
  moq: whole(moqInput),
  weight_grams: whole(weightInput),
  free_delivery: flag('free_delivery'),
  image: z.union([z.literal(''), imagePathSchema]),
  featured: flag('featured'),
  product_hidden: flag('product_hidden'),
  hidden: flag('hidden'),
});
export type CsvRow = z.output<typeof csvRowSchema>;

/** A row's messages, each naming its column: "price: Enter a price such as 45.00." */
export function rowMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${String(issue.path[0] ?? 'row')}: ${issue.message}`);
}

/** The options written as the import reads them. */
export const optionsText = (options: Record<string, string>) =>
  Object.entries(options)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
