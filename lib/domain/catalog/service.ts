// The catalogue's use cases, one file per resource:
// products, categories, random SKUs and the mapping of platform products.
export * from '@/lib/domain/catalog/products';
export * from '@/lib/domain/catalog/categories';
export * from '@/lib/domain/catalog/random-skus';
export * from '@/lib/domain/catalog/platform-products';
