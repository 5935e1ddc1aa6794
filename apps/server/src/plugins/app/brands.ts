import { BrandError, brandForHost, readBrands, type BrandFolder } from '@lobby/brand';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface SiteBrands {
  /** The brand of a request: the one whose hosts list its Host, else the default. */
  of(request: FastifyRequest): BrandFolder;
  defaultBrand: BrandFolder;
  all: ReadonlyMap<string, BrandFolder>;
}

declare module 'fastify' {
  interface FastifyInstance {
    brands: SiteBrands;
  }
}

interface BrandsOptions {
  dir: string;
  defaultId: string;
}

/**
 * The brands this server answers as (issue 14): read once at start from BRANDS_DIR, one folder each;
 * a request's brand follows its host name (brand.json `hosts`), every other host gets BRAND. A brand
 * file that does not check stops the start with its reason rather than serving half a brand.
 */
export default fp(async function brands(app: FastifyInstance, { dir, defaultId }: BrandsOptions) {
  const all = readBrands(dir);
  const defaultBrand = all.get(defaultId);
  if (!defaultBrand) throw new BrandError(`BRAND=${defaultId}: no such brand in ${dir} (found: ${[...all.keys()].join(', ') || 'none'})`);
  app.decorate('brands', { all, defaultBrand, of: (request: FastifyRequest) => brandForHost(all, defaultBrand, request.hostname) });
});
