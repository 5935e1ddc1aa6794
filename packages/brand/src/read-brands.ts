import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrandError, brandFiles, parseBrand, type Brand } from './brand.ts';

/** A brand with the folder its pictures are in. */
export interface BrandFolder {
  brand: Brand;
  dir: string;
}

/** One brand folder: brand.json read and checked, and every picture it names present. */
export function readBrand(dir: string, id: string): BrandFolder {
  const file = join(dir, 'brand.json');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BrandError(`${file}: ${(error as Error).message}`);
  }
  const brand = parseBrand(id, raw);
  for (const picture of brandFiles(brand)) {
    if (!existsSync(join(dir, picture))) throw new BrandError(`${file}: ${picture} is not in the brand's folder`);
  }
  return { brand, dir };
}

/** Every brand under `root` (one folder each), by id; a broken brand stops the start with its reason. */
export function readBrands(root: string): Map<string, BrandFolder> {
  const brands = new Map<string, BrandFolder>();
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(join(root, entry.name, 'brand.json'))) brands.set(entry.name, readBrand(join(root, entry.name), entry.name));
  }
  return brands;
}

/** The brand of a request's host: the brand that lists it, else the default brand. */
export function brandForHost(brands: ReadonlyMap<string, BrandFolder>, fallback: BrandFolder, host: string | undefined): BrandFolder {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  for (const folder of brands.values()) if (folder.brand.hosts.includes(name)) return folder;
  return fallback;
}
